import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { aBrandKit, anError, aQrCode, DEFAULT_DESIGN, http, mockApi } from '@liveqr/web/api-client/testing';
import { ApplyBrandKit } from './apply-brand-kit';

const CODE = { id: 'c1', name: 'Lunch menu' };
const OWN_DESIGN = { ...DEFAULT_DESIGN, modulePattern: 'rounded' } as const;
const kit = (id: string, name: string, isDefault = false) =>
  aBrandKit({ id, name, isDefault, customization: { ...DEFAULT_DESIGN, modulePattern: 'dots' } });
const KITS = [kit('k1', 'Navy', true), kit('k2', 'Autumn')];

const server = mockApi();

/** The code's saved design is OWN_DESIGN; applying a kit answers as `apply` says. */
function savedCode(apply: Parameters<typeof http.post<'/api/qr-codes/{id}/apply-brand-kit'>>[1]) {
  const saved = aQrCode({ customization: OWN_DESIGN });
  server.use(
    http.get('/api/qr-codes/{id}', ({ response }) => response(200).json(saved)),
    http.post('/api/qr-codes/{id}/apply-brand-kit', apply),
    http.patch('/api/qr-codes/{id}', ({ response }) => response(200).json(saved)),
  );
}

/** What was asked of the server, as "METHOD /path". */
const calls = () => server.requests().map(({ method, url }) => `${method} ${url.pathname}`);

/** The code's button with the shell's toasts beside it. */
function renderApply(onDesignChanged = jest.fn()) {
  render(
    <>
      <ApplyBrandKit code={CODE} kits={KITS} onDesignChanged={onDesignChanged} />
      <Notifications />
    </>,
  );
  return onDesignChanged;
}

/** The toast that says `text`. */
async function toastSaying(text: string): Promise<HTMLElement> {
  const line = await screen.findByText(text, { selector: '[data-sonner-toast] *' });
  return line.closest<HTMLElement>('[data-sonner-toast]') as HTMLElement;
}

describe('ApplyBrandKit', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });
  afterEach(() => toast.dismiss());

  it('shows nothing when the account has no kits', () => {
    const { container } = render(<ApplyBrandKit code={CODE} kits={[]} onDesignChanged={jest.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('applies a kit in one click, then puts the design before it back with Undo in the toast', async () => {
    const bodies: unknown[] = [];
    savedCode(async ({ request, response }) => {
      bodies.push(await request.json());
      return response(200).json(aQrCode({ customization: KITS[1].customization }));
    });
    server.use(
      http.patch('/api/qr-codes/{id}', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json(aQrCode({ customization: OWN_DESIGN }));
      }),
    );
    const changed = renderApply();
    const trigger = screen.getByRole('button', { name: 'Apply brand kit to Lunch menu' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // Each kit's button is named by what it shows, under the list's name.
    expect(screen.getByRole('button', { name: 'Navy (Default for new codes)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Autumn' }));

    const applied = await toastSaying('Applied “Autumn” to Lunch menu.');
    expect(calls()).toEqual(['GET /api/qr-codes/c1', 'POST /api/qr-codes/c1/apply-brand-kit']);
    expect(bodies[0]).toEqual({ brandKitId: 'k2' });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Autumn' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(within(applied).getByRole('button', { name: 'Undo' }));
    await toastSaying('Back to the design before “Autumn”.');
    expect(calls()[2]).toBe('PATCH /api/qr-codes/c1');
    expect(bodies[1]).toEqual({ customization: OWN_DESIGN });
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('says in the toast when the design before cannot be put back', async () => {
    savedCode(({ response }) => response(200).json(aQrCode({ customization: KITS[1].customization })));
    server.use(
      http.patch('/api/qr-codes/{id}', ({ response }) =>
        response(404).json(anError(404, 'QR_CODE_NOT_FOUND', 'QR code not found')),
      ),
    );
    const changed = renderApply();
    fireEvent.click(screen.getByRole('button', { name: 'Apply brand kit to Lunch menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Autumn' }));
    fireEvent.click(within(await toastSaying('Applied “Autumn” to Lunch menu.')).getByRole('button', { name: 'Undo' }));
    await toastSaying('This QR code no longer exists. Reload the page to see your codes.');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("says in the reader's language why the server refused the kit for this code", async () => {
    savedCode(({ response }) =>
      response(400).json({
        ...anError(
          400,
          'UNSCANNABLE_DESIGN',
          'This design does not scan reliably with every scanner: (the English text)',
        ),
        problem: 'unscannable',
        values: { scanner: 'zbar', size: 1000, advice: ['squareFinders'] },
      }),
    );
    await initI18n().changeLanguage('de');
    const changed = renderApply();
    fireEvent.click(screen.getByRole('button', { name: 'Brand-Kit anwenden: Lunch menu' }));
    fireEvent.click(screen.getByRole('button', { name: /Autumn/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Diese Gestaltung lässt sich nicht mit jedem Scanner zuverlässig lesen: zbar konnte sie bei 1000 px nicht lesen; wählen Sie quadratische Positionsmarken',
    );
    expect(changed).not.toHaveBeenCalled();
    // The toasts beside it speak the language too.
    await act(() => initI18n().changeLanguage('en'));
  });

  it('closes the list with Escape', () => {
    renderApply();
    fireEvent.click(screen.getByRole('button', { name: 'Apply brand kit to Lunch menu' }));
    fireEvent.keyDown(screen.getByRole('button', { name: /^Navy/ }), { key: 'Escape' });
    return waitFor(() => expect(screen.queryByRole('button', { name: /^Navy/ })).toBeNull());
  });
});
