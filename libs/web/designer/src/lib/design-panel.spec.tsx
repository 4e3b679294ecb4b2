import { checkDesign, type QrCustomizationInput } from '@liveqr/qr-render';
import { initI18n } from '@liveqr/web/i18n/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PNG } from 'pngjs';
import { useMemo, useState } from 'react';
import { http, mockApi } from '@liveqr/web/api-client/testing';
import { DesignPanel } from './design-panel';
import { useDesignCheck } from './use-design-check';

const SHORT = 'https://liveqr.test/s/abc';
/** Content long enough that a logo's room depends on the error-correction level. */
const LONG = `https://liveqr.test/menu?${'x'.repeat(150)}`;

let shown: QrCustomizationInput = {};

/** The panel with the real design check, as the creator wires it; `shown` is the design it holds. */
function Harness({ payload, initial }: { payload: string; initial: QrCustomizationInput }) {
  const [value, setValue] = useState(initial);
  shown = value;
  const request = useMemo(
    () => ({ type: 'website' as const, content: { url: payload }, isTracked: false, customization: value }),
    [payload, value],
  );
  const check = useDesignCheck({ payload, request });
  return <DesignPanel value={value} onChange={setValue} check={check} />;
}

function renderPanel(initial: QrCustomizationInput = {}, payload = SHORT) {
  render(<Harness payload={payload} initial={initial} />);
}

const server = mockApi();

/** The server's design check answers as the pure check does (the creator's tests cover its own refusals). */
function serverAgrees() {
  server.use(
    http.post('/api/qr-codes/design-check', async ({ request, response }) => {
      const { content, customization } = await request.json();
      const check = checkDesign((content as { url: string }).url, customization);
      if (check.ok) return response(200).json({ ok: true, symbol: check.symbol });
      // As JSON carries it: the message's lists are plain arrays.
      return response(200).json({ ...check, values: check.values as Record<string, number | string | string[]> });
    }),
  );
}

function logoFile(): File {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(0x33);
  return new File([new Uint8Array(PNG.sync.write(png))], 'logo.png', { type: 'image/png' });
}

const group = (name: string) => screen.getByRole('group', { name });

describe('DesignPanel', () => {
  beforeAll(async () => {
    await initI18n().changeLanguage('en');
  });
  beforeEach(() => {
    serverAgrees();
  });

  it('offers the module patterns and finder styles as radio groups of thumbnails', () => {
    renderPanel();
    for (const [name, atLeast] of [
      ['Module pattern', 6],
      ['Corner frame', 4],
      ['Corner centre', 4],
    ] as const) {
      const radios = within(group(name)).getAllByRole('radio') as HTMLInputElement[];
      expect(radios.length).toBeGreaterThanOrEqual(atLeast);
      // One name per group: the browser moves the choice with the arrow keys.
      expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
      for (const radio of radios) expect(radio.closest('label')?.querySelector('svg')).not.toBeNull();
    }
    fireEvent.click(within(group('Module pattern')).getByRole('radio', { name: 'Dots' }));
    expect(shown.modulePattern).toBe('dots');
    expect((within(group('Module pattern')).getByRole('radio', { name: 'Dots' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(group('Corner centre')).getByRole('radio', { name: 'Diamond' }));
    expect(shown.finderCentre).toBe('diamond');
  });

  it('takes colours as people type them, with a swatch that follows', async () => {
    renderPanel();
    const text = screen.getByLabelText('Foreground colour');
    const swatch = screen.getByLabelText('Foreground colour: colour picker') as HTMLInputElement;
    fireEvent.change(text, { target: { value: 'rgb(26 35 126)' } });
    expect(swatch.value).toBe('#1a237e');
    expect(shown.foreground).toEqual({ type: 'solid', colour: 'rgb(26 35 126)' });
    fireEvent.change(text, { target: { value: 'navy' } });
    expect(swatch.value).toBe('#000080');

    fireEvent.change(swatch, { target: { value: '#336699' } });
    expect((text as HTMLInputElement).value).toBe('#336699');

    fireEvent.change(text, { target: { value: 'blurple' } });
    expect(
      await screen.findByText(
        'The foreground colour must be a colour, such as #1a237e, rgb(26 35 126), hsl(235 66% 30%) or navy',
      ),
    ).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Colours').closest('summary')?.textContent).toContain('needs attention');
  });

  it('checks a gradient by its lightest colour, and spreads its colours evenly', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'Linear gradient' }));
    expect(shown.foreground).toMatchObject({ type: 'linear', angle: 0 });
    fireEvent.change(screen.getByLabelText('Gradient colour 2'), { target: { value: '#dddddd' } });
    expect(await screen.findByText(/^The lightest colour of the gradient is too close to the background/)).toBeTruthy();
    expect(screen.getByLabelText('Gradient colour 2').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Gradient colour 2'), { target: { value: '#1d4ed8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a colour' }));
    expect(shown.foreground).toMatchObject({
      stops: [
        { offset: 0, colour: '#000000' },
        { offset: 0.5, colour: '#1d4ed8' },
        { offset: 1, colour: '#1d4ed8' },
      ],
    });
    fireEvent.change(screen.getByLabelText('Gradient angle (degrees)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Radial gradient' }));
    expect(shown.foreground).toMatchObject({ type: 'radial' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove gradient colour 3' }));
    expect((shown.foreground as { stops: unknown[] }).stops).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(/too close to the background/)).toBeNull());
  });

  it('sizes the logo by what the content allows and shows when it raises the error correction', async () => {
    renderPanel({}, LONG);
    fireEvent.click(screen.getByText('Logo'));
    fireEvent.change(screen.getByLabelText('Logo image (PNG, JPG or SVG)'), { target: { files: [logoFile()] } });
    await waitFor(() => expect(shown.logo?.image).toMatch(/^data:image\/png;base64,/));
    const slider = screen.getByLabelText('Logo size') as HTMLInputElement;
    const allowed = checkDesign(LONG, { ...shown, errorCorrection: 'H', logo: { ...shown.logo, size: 0.05 } });
    expect(allowed.ok).toBe(true);
    const maximum = allowed.ok ? allowed.symbol.maximumLogoSize : 0;
    expect(slider.max).toBe(String(Math.round(maximum * 100)));
    expect(await screen.findByText(new RegExp(`this content allows up to ${Math.round(maximum * 100)}%`))).toBeTruthy();

    fireEvent.change(slider, { target: { value: String(Math.round(maximum * 100)) } });
    const raised = await screen.findAllByText(
      /With this logo the damage tolerance is raised to “(High \(25 %\)|Highest \(30 %\))”, so that the code still scans\./,
    );
    expect(raised.length).toBeGreaterThan(0);
    expect(screen.getByText('Damage tolerance').closest('summary')?.textContent).toMatch(/Medium \(15 %\) → High/);

    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(shown.logo).toBeUndefined();
  });

  it('says how large a logo this content allows when the one chosen is too large', async () => {
    const png = new PNG({ width: 8, height: 8 });
    const image = `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
    renderPanel({ logo: { image, size: 0.4 } }, LONG);
    expect(
      await screen.findByText(/^The logo is too large for this content: make it at most \d+% of the code's width/),
    ).toBeTruthy();
    expect(screen.getByText('Logo').closest('summary')?.textContent).toContain('needs attention');
  });

  it('frames the code with a caption above or below, and keeps it while the frame is off', async () => {
    renderPanel();
    fireEvent.click(screen.getByText('Frame and caption'));
    const frames = within(group('Frame')).getAllByRole('radio');
    expect(frames.length).toBeGreaterThanOrEqual(9); // no frame + at least eight templates
    fireEvent.click(within(group('Frame')).getByRole('radio', { name: 'Banner' }));
    expect((screen.getByLabelText('Caption') as HTMLInputElement).value).toBe('Scan me');
    fireEvent.click(screen.getByRole('radio', { name: 'Above the code' }));
    expect(shown.frame).toEqual({ template: 'banner', caption: 'Scan me', captionPosition: 'top' });

    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: ' ' } });
    expect(await screen.findByText('Please enter a frame caption')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Menu' } });
    fireEvent.change(screen.getByLabelText('Frame colour'), { target: { value: '#b91c1c' } });

    fireEvent.click(within(group('Frame')).getByRole('radio', { name: 'No frame' }));
    expect(shown.frame).toBeUndefined();
    fireEvent.click(within(group('Frame')).getByRole('radio', { name: 'Pill' }));
    expect(shown.frame).toEqual({ template: 'pill', caption: 'Menu', captionPosition: 'top', colour: '#b91c1c' });
  });

  it('makes the background transparent for PNG and SVG, and gives the finder patterns their own colour', () => {
    renderPanel();
    fireEvent.click(screen.getByLabelText('Transparent background (PNG and SVG)'));
    expect(shown.transparentBackground).toBe(true);
    fireEvent.click(screen.getByLabelText('Own colour for the three corner squares (finder patterns)'));
    expect(shown.finderColour).toBe('#000000');
    fireEvent.change(screen.getByLabelText('Finder colour'), { target: { value: 'darkred' } });
    expect(shown.finderColour).toBe('darkred');
    fireEvent.click(screen.getByLabelText('Own colour for the three corner squares (finder patterns)'));
    expect('finderColour' in shown).toBe(false);
  });

  it('shows the smallest print and the distance it scans from, and why it cannot be smaller', async () => {
    renderPanel();
    // 128 px at 300 dpi: 10.8 mm, read from about ten times that.
    expect((await screen.findByText(/Print it at least 11 mm wide \(128 px at 300 dpi\)/)).textContent).toContain(
      'a phone reads it from up to about 11 cm away. Smaller, its modules are too small',
    );
    server.use(
      http.post('/api/qr-codes/design-check', async ({ request, response }) => {
        const { content, customization } = await request.json();
        const check = checkDesign((content as { url: string }).url, customization);
        if (!check.ok) throw new Error(check.message);
        return response(200).json({
          ok: true,
          symbol: { ...check.symbol, minimumSize: 400, minimumSizeReason: 'scanners' },
        });
      }),
    );
    fireEvent.click(within(group('Module pattern')).getByRole('radio', { name: /Dots/ }));
    expect((await screen.findByText(/Print it at least 34 mm wide \(400 px at 300 dpi\)/)).textContent).toContain(
      'about 34 cm away. Smaller, some scanner apps cannot read this design',
    );
  });

  it('offers the four error-correction levels in plain words, with what each is for', () => {
    renderPanel();
    expect(screen.getByText('Damage tolerance').closest('summary')?.textContent).toBe('Damage toleranceMedium (15 %)');
    fireEvent.click(screen.getByText('Damage tolerance'));
    const levels = within(group('How much damage the code survives')).getAllByRole('radio');
    expect(levels.map((level) => level.getAttribute('value'))).toEqual(['L', 'M', 'Q', 'H']);
    expect(screen.getByText('The most robust.')).toBeTruthy();
    fireEvent.click(
      within(group('How much damage the code survives')).getByRole('radio', { name: /^Highest \(30 %\)/ }),
    );
    expect(shown.errorCorrection).toBe('H');
  });
});
