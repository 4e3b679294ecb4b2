import type { QrCustomizationInput } from '@liveqr/qr-render';
import { initI18n } from '@liveqr/web/i18n/testing';
import { skeletonParts } from '@liveqr/web/ui/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PNG } from 'pngjs';
import { anError, DEFAULT_DESIGN, http, mockApi } from '@liveqr/web/api-client/testing';
import type { ReactElement } from 'react';
import { BrandKits } from './brand-kits';
import type { BrandKit } from './designer-api';

const NAVY: QrCustomizationInput = { foreground: { type: 'solid', colour: '#000080' }, modulePattern: 'dots' };
const NAVY_DESIGN = {
  ...DEFAULT_DESIGN,
  foreground: { type: 'solid', colour: '#000080' },
  modulePattern: 'dots',
} as const;
const FRAME = { template: 'bubble', caption: 'Scan for the menu', captionPosition: 'top', colour: '#000000' } as const;

function aKit(overrides: Partial<BrandKit> & { id: string; name: string }): BrandKit {
  return {
    customization: {
      foreground: { type: 'solid', colour: '#000000' },
      background: '#ffffff',
      transparentBackground: false,
      modulePattern: 'square',
      finderFrame: 'square',
      finderCentre: 'square',
      errorCorrection: 'M',
    },
    isDefault: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const api = mockApi();

/** The brand-kit routes over an in-memory list, keeping at most one default as the server does. */
function fakeServer(initial: BrandKit[]) {
  let kits = [...initial];
  let next = 1;
  const find = (id: string) => kits.find((candidate) => candidate.id === id);
  const notFound = anError(404, 'BRAND_KIT_NOT_FOUND', 'Brand kit not found');
  api.use(
    http.get('/api/brand-kits', ({ response }) => response(200).json(kits)),
    http.post('/api/brand-kits', async ({ request, response }) => {
      const { name, customization } = await request.json();
      if ([...name.trim()].length > 60)
        return response(400).json(
          anError(400, 'INVALID_BRAND_KIT', 'Please give the brand kit a name of 1 to 60 characters'),
        );
      // The server fills the design's defaults (this stand-in keeps the colours as given).
      const kit = aKit({ id: `new-${next++}`, name, customization: { ...DEFAULT_DESIGN, ...customization } as never });
      kits = [...kits, kit];
      return response(201).json(kit);
    }),
    http.delete('/api/brand-kits/{id}', ({ params, response }) => {
      const kit = find(params.id);
      if (!kit) return response(404).json(notFound);
      kits = kits.filter((candidate) => candidate !== kit);
      return response(204).empty();
    }),
    http.patch('/api/brand-kits/{id}', async ({ params, request, response }) => {
      const kit = find(params.id);
      if (!kit) return response(404).json(notFound);
      const changes = await request.json();
      if (changes.isDefault) kits = kits.map((other) => ({ ...other, isDefault: false }));
      const updated = { ...kit, ...changes } as BrandKit;
      kits = kits.map((candidate) => (candidate.id === kit.id ? updated : candidate));
      return response(200).json(updated);
    }),
  );
  return { kits: () => kits };
}

const kitItem = (name: string) => screen.getByRole('listitem', { name });

/** The kits with the shell's toasts beside them. */
const renderKits = (kits: ReactElement) =>
  render(
    <>
      {kits}
      <Notifications />
    </>,
  );

/** The toast that says `text`. */
async function toastSaying(text: string): Promise<HTMLElement> {
  const line = await screen.findByText(text, { selector: '[data-sonner-toast] *' });
  return line.closest<HTMLElement>('[data-sonner-toast]') as HTMLElement;
}

/** Presses Undo in the toast that says `text`; resolves with the toast once it says `back` instead. */
async function undoIn(text: string, back: string): Promise<HTMLElement> {
  fireEvent.click(within(await toastSaying(text)).getByRole('button', { name: 'Undo' }));
  const answered = await toastSaying(back);
  expect(within(answered).queryByRole('button', { name: 'Undo' })).toBeNull();
  return answered;
}

const isPressed = (name: string) =>
  within(kitItem(name))
    .getByRole('button', { name: `Default for new codes: ${name}` })
    .getAttribute('aria-pressed');

describe('BrandKits', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });
  afterEach(() => toast.dismiss());

  it('draws each kit with its frame and logo, shrinking a logo larger than the sample holds', async () => {
    const logo = new PNG({ width: 8, height: 8 });
    const image = `data:image/png;base64,${PNG.sync.write(logo).toString('base64')}`;
    const base = aKit({ id: 'x', name: 'x' }).customization;
    fakeServer([
      aKit({ id: 'k1', name: 'Plain' }),
      // A logo sized for long content: larger than the short sample allows.
      aKit({
        id: 'k2',
        name: 'Framed',
        customization: { ...base, errorCorrection: 'H', frame: FRAME, logo: { image, size: 0.3, margin: 1 } },
      }),
    ]);
    render(<BrandKits />);
    const svgOf = async (name: string) =>
      decodeURIComponent(
        (await screen.findByRole('listitem', { name })).querySelector('img')?.getAttribute('src') ?? '',
      );
    expect(await svgOf('Plain')).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg[^>]* width="128"/);
    const framed = await svgOf('Framed');
    expect(framed).toContain('<image');
    expect(framed).toContain('Scan for the menu');
  });

  it('shows loading, then the empty state with its hint', async () => {
    fakeServer([]);
    render(<BrandKits headingLevel={2} emptyHint={<p>Save one from the creator.</p>} />);
    expect(skeletonParts(screen.getByRole('status', { name: 'Loading brand kits...' }))).toEqual(['row', 'row', 'row']);
    expect(await screen.findByText('No brand kits yet.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading brand kits...' })).toBeNull();
    expect(screen.getByText('Save one from the creator.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Brand kits' })).toBeTruthy();
    expect(screen.queryByLabelText('Name for this design')).toBeNull(); // nothing on screen to save
  });

  it('saves the design on screen under a name, and applies a kit with Undo in the toast', async () => {
    const server = fakeServer([aKit({ id: 'k1', name: 'Plain' })]);
    const applied: string[] = [];
    renderKits(
      <BrandKits
        current={NAVY}
        onApply={(kit) => {
          applied.push(kit.name);
          return () => applied.push(`undo ${kit.name}`);
        }}
      />,
    );
    await screen.findByRole('listitem', { name: 'Plain' });
    const save = screen.getByRole('button', { name: 'Save as brand kit' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Name for this design'), { target: { value: ' Cafe colours ' } });
    fireEvent.click(save);
    expect(await screen.findByRole('listitem', { name: 'Cafe colours' })).toBeTruthy();
    const saved = await toastSaying('Saved “Cafe colours”.');
    expect(within(saved).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(server.kits()[1]).toMatchObject({ name: 'Cafe colours', customization: NAVY });
    expect((screen.getByLabelText('Name for this design') as HTMLInputElement).value).toBe('');
    // Nothing is said in the section itself: the toast is where a phone's eye is.
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(within(kitItem('Plain')).getByRole('button', { name: 'Apply Plain' }));
    expect(applied).toEqual(['Plain']);
    await undoIn('Applied “Plain”.', 'Back to the design before “Plain”.');
    expect(applied).toEqual(['Plain', 'undo Plain']);
  });

  it("takes an applied design's Undo away with the screen it was applied on", async () => {
    fakeServer([aKit({ id: 'k1', name: 'Plain' })]);
    const view = renderKits(<BrandKits current={NAVY} onApply={() => () => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Plain' }));
    await toastSaying('Applied “Plain”.');
    view.rerender(<Notifications />);
    await waitFor(() => expect(screen.queryByText('Applied “Plain”.')).toBeNull());
  });

  it('makes one kit the default for new codes; Undo puts the one before back', async () => {
    const server = fakeServer([aKit({ id: 'k1', name: 'Plain', isDefault: true }), aKit({ id: 'k2', name: 'Navy' })]);
    renderKits(<BrandKits />);
    await screen.findByRole('listitem', { name: 'Navy' });
    expect(isPressed('Navy')).toBe('false');
    fireEvent.click(within(kitItem('Navy')).getByRole('button', { name: 'Default for new codes: Navy' }));
    await waitFor(() => expect(isPressed('Navy')).toBe('true'));
    await waitFor(() => expect(isPressed('Plain')).toBe('false'));

    await undoIn('New codes now start from “Navy”.', 'New codes now start from “Plain”.');
    await waitFor(() => expect(isPressed('Plain')).toBe('true'));
    expect(server.kits().map((kit) => [kit.name, kit.isDefault])).toEqual([
      ['Plain', true],
      ['Navy', false],
    ]);
  });

  it('clears the default; Undo makes the kit the default again', async () => {
    const server = fakeServer([aKit({ id: 'k1', name: 'Plain', isDefault: true })]);
    renderKits(<BrandKits />);
    fireEvent.click(await screen.findByRole('button', { name: 'Default for new codes: Plain' }));
    await waitFor(() => expect(isPressed('Plain')).toBe('false'));
    expect(server.kits()[0].isDefault).toBe(false);

    await undoIn('New codes start from the standard design again.', 'New codes now start from “Plain”.');
    await waitFor(() => expect(isPressed('Plain')).toBe('true'));
    expect(server.kits()[0].isDefault).toBe(true);
  });

  it('renames a kit, back to its button, with Undo; Escape keeps the old name', async () => {
    const server = fakeServer([aKit({ id: 'k1', name: 'Plain' })]);
    renderKits(<BrandKits />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Plain' }));
    const input = screen.getByLabelText('New name for Plain');
    fireEvent.change(input, { target: { value: 'Draft' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByLabelText('New name for Plain')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Plain' }));
    expect(api.requests().filter(({ method }) => method === 'PATCH')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Rename Plain' }));
    fireEvent.change(screen.getByLabelText('New name for Plain'), { target: { value: 'Menu board' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('listitem', { name: 'Menu board' })).toBeTruthy();
    expect(server.kits()[0].name).toBe('Menu board');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Menu board' }));

    await undoIn('Renamed to “Menu board”.', 'Renamed to “Plain”.');
    expect(await screen.findByRole('listitem', { name: 'Plain' })).toBeTruthy();
    expect(server.kits()[0].name).toBe('Plain');
  });

  it('deletes a kit at once and brings it back, default included, with Undo in the toast, once', async () => {
    const server = fakeServer([aKit({ id: 'k1', name: 'Plain', isDefault: true, customization: NAVY_DESIGN })]);
    renderKits(<BrandKits />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Plain' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Plain' })).toBeNull());
    expect(server.kits()).toEqual([]);

    // A second tap before the answer would bring back a second kit.
    const undo = within(await toastSaying('Deleted “Plain”.')).getByRole('button', { name: 'Undo' });
    fireEvent.click(undo);
    fireEvent.click(undo);
    await toastSaying('Restored “Plain”.');
    expect(await screen.findByRole('listitem', { name: 'Plain' })).toBeTruthy();
    expect(server.kits()).toEqual([
      expect.objectContaining({ name: 'Plain', isDefault: true, customization: NAVY_DESIGN }),
    ]);
  });

  it("shows a refused name at its field, in the reader's language, until it is changed", async () => {
    fakeServer([aKit({ id: 'k1', name: 'Plain' })]);
    renderKits(<BrandKits current={NAVY} />);
    await screen.findByRole('listitem', { name: 'Plain' });
    const name = screen.getByLabelText('Name for this design');
    fireEvent.change(name, { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as brand kit' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please give the brand kit a name.',
    );
    expect(document.activeElement).toBe(name);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    fireEvent.change(name, { target: { value: 'Cafe' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please give the brand kit a name.')).toBeNull();
  });

  it('keeps a refused new name open at its field, and says any other failure in a toast', async () => {
    fakeServer([aKit({ id: 'k1', name: 'Plain' }), aKit({ id: 'k2', name: 'Navy' })]);
    api.use(
      http.patch('/api/brand-kits/{id}', ({ response }) =>
        response(400).json(anError(400, 'INVALID_BRAND_KIT', 'Please give the brand kit a name')),
      ),
      http.delete('/api/brand-kits/{id}', ({ response }) =>
        response(404).json(anError(404, 'BRAND_KIT_NOT_FOUND', 'Brand kit not found')),
      ),
    );
    renderKits(<BrandKits />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Plain' }));
    const input = screen.getByLabelText('New name for Plain');
    fireEvent.change(input, { target: { value: 'y'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please give the brand kit a name.',
    );
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'Menu' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Navy' }));
    await toastSaying('This brand kit no longer exists.');
    expect(screen.getByLabelText('New name for Plain')).toBe(input);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let failing = true;
    api.use(
      http.get('/api/brand-kits', ({ response }) =>
        failing ? response(500).json(anError(500, 'INTERNAL_ERROR', 'down')) : response(200).json([]),
      ),
    );
    renderKits(<BrandKits current={NAVY} />);
    expect(await screen.findByText('Your brand kits could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No brand kits yet.')).toBeTruthy();
  });
});
