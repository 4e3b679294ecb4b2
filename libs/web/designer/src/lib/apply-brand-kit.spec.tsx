import { initI18n } from '@liveqr/web/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answer, mockFetch } from '../test-support/fetch-mock';
import { ApplyBrandKit } from './apply-brand-kit';
import type { BrandKit } from './designer-api';

const CODE = { id: 'c1', name: 'Lunch menu' };
const OWN_DESIGN = { foreground: { type: 'solid', colour: '#000000' }, modulePattern: 'square' };
const kit = (id: string, name: string, isDefault = false): BrandKit =>
  ({
    id,
    name,
    isDefault,
    customization: { modulePattern: 'dots' },
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  }) as unknown as BrandKit;
const KITS = [kit('k1', 'Navy', true), kit('k2', 'Autumn')];

function renderApply(onDesignChanged = jest.fn()) {
  render(<ApplyBrandKit code={CODE} kits={KITS} onDesignChanged={onDesignChanged} />);
  return onDesignChanged;
}

describe('ApplyBrandKit', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });

  it('shows nothing when the account has no kits', () => {
    const { container } = render(<ApplyBrandKit code={CODE} kits={[]} onDesignChanged={jest.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('applies a kit in one click, then puts the design before it back on Undo', async () => {
    const bodies: unknown[] = [];
    const calls = mockFetch((key, body) => {
      bodies.push(body);
      if (key === 'GET /api/qr-codes/c1') return answer(200, { id: 'c1', customization: OWN_DESIGN });
      if (key === 'POST /api/qr-codes/c1/apply-brand-kit') return answer(200, { id: 'c1' });
      if (key === 'PATCH /api/qr-codes/c1') return answer(200, { id: 'c1' });
      return undefined;
    });
    const changed = renderApply();
    const trigger = screen.getByRole('button', { name: 'Apply a brand kit to Lunch menu' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Apply Navy' }).textContent).toBe('Navy (Default for new codes)');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Autumn' }));

    expect(await screen.findByText('Applied “Autumn” to Lunch menu.', { exact: false })).toBeTruthy();
    expect(calls).toEqual(['GET /api/qr-codes/c1', 'POST /api/qr-codes/c1/apply-brand-kit']);
    expect(bodies[1]).toEqual({ brandKitId: 'k2' });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Apply Autumn' })).toBeNull();
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Back to the design before “Autumn”.')).toBeTruthy();
    expect(calls[2]).toBe('PATCH /api/qr-codes/c1');
    expect(bodies[2]).toEqual({ customization: OWN_DESIGN });
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it("says in the reader's language why the server refused the kit for this code", async () => {
    mockFetch((key) => {
      if (key === 'GET /api/qr-codes/c1') return answer(200, { id: 'c1', customization: OWN_DESIGN });
      if (key === 'POST /api/qr-codes/c1/apply-brand-kit')
        return answer(400, {
          statusCode: 400,
          error: 'unscannable_design',
          problem: 'unscannable',
          message: 'This design does not scan reliably with every scanner: (the English text)',
          values: { scanner: 'zbar', size: 1000, advice: ['squareFinders'] },
        });
      return undefined;
    });
    await initI18n().changeLanguage('de');
    const changed = renderApply();
    fireEvent.click(screen.getByRole('button', { name: 'Ein Brand-Kit auf Lunch menu anwenden' }));
    fireEvent.click(screen.getByRole('button', { name: /Autumn/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Diese Gestaltung lässt sich nicht mit jedem Scanner zuverlässig lesen: zbar konnte sie bei 1000 px nicht lesen; wählen Sie quadratische Positionsmarken',
    );
    expect(changed).not.toHaveBeenCalled();
    await initI18n().changeLanguage('en');
  });

  it('closes the list with Escape', () => {
    renderApply();
    fireEvent.click(screen.getByRole('button', { name: 'Apply a brand kit to Lunch menu' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Apply Navy' }), { key: 'Escape' });
    return waitFor(() => expect(screen.queryByRole('button', { name: 'Apply Navy' })).toBeNull());
  });
});
