import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FormField, type FormFieldProps } from './form-field';

function Controlled(props: Omit<FormFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <FormField {...props} value={value} onChange={setValue} />;
}

/** What a screen reader reads after the control's name: the texts its aria-describedby points to. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}

describe('FormField', () => {
  it('names its control by the label and hands typed text back', () => {
    render(<Controlled id="email" label="Email" type="email" autoComplete="email" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    fireEvent.change(input, { target: { value: 'ada@example.com' } });
    expect(input.value).toBe('ada@example.com');
    expect([input.type, input.name, input.autocomplete]).toEqual(['email', 'email', 'email']);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks a field that must be filled with a star that is not part of its name', () => {
    render(<Controlled id="url" label="Website URL" type="url" requiredMark />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Website URL' });
    expect(input.labels?.[0]?.textContent).toBe('Website URL *');
  });

  it('is described by its hint, its error and what else describes it, and is invalid while it has an error', () => {
    render(
      <>
        <Controlled id="name" label="Name" hint="As on your card" error="Please enter a name" describedBy="extra" />
        <p id="extra">Shown on invoices</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('As on your card Please enter a name Shown on invoices');
  });

  it('is a text area when it has rows', () => {
    render(<Controlled id="message" label="Message" rows={5} error="Please enter a message" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect([area.tagName, area.getAttribute('rows')]).toEqual(['TEXTAREA', '5']);
    expect(descriptionOf(area)).toBe('Please enter a message');
  });
});
