import { fireEvent, render, screen, within } from '@testing-library/react';
import { OptionPicker } from './option-picker';

const SIZES = ['small', 'large'] as const;
const thumbnail = (size: string) => `<svg data-size="${size}" viewBox="0 0 1 1"></svg>`;

describe('OptionPicker', () => {
  it('is a named group of radio buttons sharing one name, so the arrow keys move the choice', () => {
    const onChange = jest.fn();
    render(
      <>
        <OptionPicker
          label="Size"
          options={SIZES}
          value="small"
          onChange={onChange}
          optionLabel={(size) => size.toUpperCase()}
          description={(size) => `for ${size} prints`}
          thumbnail={thumbnail}
          describedBy="size-note"
        />
        <p id="size-note">Choose one</p>
      </>,
    );
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.getAttribute('aria-describedby')).toBe('size-note');
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    expect(radios[0].name).toBe(radios[1].name);
    expect(within(group).getByRole('radio', { name: /^LARGE/ })).toBe(radios[1]);
    expect(within(group).getByText('for large prints')).toBeTruthy();

    // The thumbnail is decoration: hidden from screen readers, which read the name.
    const picture = group.querySelector('[data-size="large"]')?.parentElement;
    expect(picture?.getAttribute('aria-hidden')).toBe('true');

    fireEvent.click(radios[1]);
    expect(onChange).toHaveBeenCalledWith('large');
  });

  it('follows the value it is given', () => {
    const { rerender } = render(
      <OptionPicker label="Size" options={SIZES} value="small" onChange={jest.fn()} optionLabel={(size) => size} />,
    );
    rerender(
      <OptionPicker label="Size" options={SIZES} value="large" onChange={jest.fn()} optionLabel={(size) => size} />,
    );
    expect((screen.getByRole('radio', { name: 'large' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Size' }).querySelector('svg')).toBeNull();
  });
});
