import { deflateSync } from 'node:zlib';
import svgpath from 'svgpath';
import type { QrColourStop, QrCustomization, QrCustomizationInput } from '../lib/customization';
import { drawing, type ResolvedFill } from '../lib/drawing';
import type { RenderOptions } from '../lib/image-options';
import { planRender, type RenderPlan } from '../lib/plan';
import { fmt } from '../lib/shapes';
import { captionOutline } from './caption-outline';
import { rasteriseLogo } from './logo-raster';

/**
 * Encapsulated PostScript (Level 3, for gradients and compressed images), `size` points wide, for
 * print shops whose tools take EPS: the same vector paths as the PDF, caption as outlines, the logo
 * an embedded image composited on the background colour (EPS has no transparency).
 */
export function renderEps(
  payload: string,
  customization?: QrCustomizationInput | QrCustomization,
  options?: RenderOptions,
): Buffer {
  return epsFromPlan(planRender(payload, customization, options));
}

export function epsFromPlan(plan: RenderPlan): Buffer {
  const art = drawing(plan);
  const scale = plan.pixelWidth / plan.width;
  const width = plan.pixelWidth;
  const height = (plan.height * plan.pixelWidth) / plan.width;
  const out: string[] = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    `%%BoundingBox: 0 0 ${Math.ceil(width)} ${Math.ceil(height)}`,
    `%%HiResBoundingBox: 0 0 ${fmt(width)} ${fmt(height)}`,
    '%%Title: QR code',
    '%%Creator: LiveQR',
    '%%LanguageLevel: 3',
    '%%Pages: 1',
    '%%EndComments',
    '%%BeginProlog',
    '/m {moveto} bind def /l {lineto} bind def /c {curveto} bind def /h {closepath} bind def',
    '%%EndProlog',
    '%%Page: 1 1',
    'save',
    // Drawing units with y pointing down, as in the SVG.
    `0 ${fmt(height)} translate ${fmt(scale)} ${fmt(-scale)} scale`,
  ];
  if (art.background)
    out.push(`${rgb(art.background)} setrgbcolor 0 0 ${fmt(plan.width)} ${fmt(plan.height)} rectfill`);
  out.push(`${fmt(art.origin.x)} ${fmt(art.origin.y)} translate`);
  for (const shape of art.shapes) {
    const path = `newpath ${postScriptPath(shape.d)}`;
    if (shape.paint === 'foreground' && art.foregroundFill.type !== 'solid') {
      out.push(`gsave ${path} clip ${shading(art.foregroundFill)} shfill grestore`);
    } else {
      out.push(`${rgb(art.colours[shape.paint])} setrgbcolor ${path} fill`);
    }
  }
  if (art.logo) out.push(logoImage(art.logo, art.background ?? art.colours.background));
  if (art.caption)
    out.push(
      `${rgb(art.colours[art.caption.ink])} setrgbcolor newpath ${postScriptPath(captionOutline(art.caption))} fill`,
    );
  out.push('restore', 'showpage', '%%EOF', '');
  return Buffer.from(out.join('\n'), 'latin1');
}

/** SVG path data as PostScript: absolute, arcs as curves, quadratic curves raised to cubic. */
function postScriptPath(d: string): string {
  const ops: string[] = [];
  svgpath(d)
    .abs()
    .unarc()
    .unshort()
    .iterate((segment, _index, x, y) => {
      const [command, ...n] = segment as [string, ...number[]];
      const v = n.map((value) => fmt(value));
      switch (command) {
        case 'M':
          ops.push(`${v[0]} ${v[1]} m`);
          break;
        case 'L':
          ops.push(`${v[0]} ${v[1]} l`);
          break;
        case 'H':
          ops.push(`${v[0]} ${fmt(y)} l`);
          break;
        case 'V':
          ops.push(`${fmt(x)} ${v[0]} l`);
          break;
        case 'C':
          ops.push(`${v.join(' ')} c`);
          break;
        case 'Q': {
          const [qx = 0, qy = 0, ex = 0, ey = 0] = n;
          const c1 = [x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y)];
          const c2 = [ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey)];
          ops.push(`${[...c1, ...c2, ex, ey].map(fmt).join(' ')} c`);
          break;
        }
        case 'Z':
          ops.push('h');
          break;
      }
    });
  return ops.join(' ');
}

function rgb(hex: string): string {
  return [1, 3, 5].map((i) => fmt(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');
}

/** An axial or radial shading whose colour runs through the stops (a stitching function of linear pieces). */
function shading(fill: Exclude<ResolvedFill, { type: 'solid' }>): string {
  const coords =
    fill.type === 'linear' ? [fill.x1, fill.y1, fill.x2, fill.y2] : [fill.cx, fill.cy, 0, fill.cx, fill.cy, fill.r];
  return (
    `<< /ShadingType ${fill.type === 'linear' ? 2 : 3} /ColorSpace /DeviceRGB ` +
    `/Coords [${coords.map(fmt).join(' ')}] /Extend [true true] /Function ${stitched(fill.stops)} >>`
  );
}

function stitched(stops: QrColourStop[]): string {
  // Pad to span 0–1, as SVG and PDF do by holding the end colours.
  const first = stops[0] ?? { offset: 0, colour: '#000000' };
  const last = stops[stops.length - 1] ?? first;
  const span = [{ ...first, offset: 0 }, ...stops, { ...last, offset: 1 }];
  const pieces = span.slice(1).map((stop, i) => {
    const from = span[i] ?? stop;
    return `<< /FunctionType 2 /Domain [0 1] /C0 [${rgb(from.colour)}] /C1 [${rgb(stop.colour)}] /N 1 >>`;
  });
  const bounds = span.slice(1, -1).map((stop) => fmt(stop.offset));
  const encode = pieces.map(() => '0 1');
  return `<< /FunctionType 3 /Domain [0 1] /Functions [${pieces.join(' ')}] /Bounds [${bounds.join(' ')}] /Encode [${encode.join(' ')}] >>`;
}

/** The logo as an RGB image on the background colour, deflated and hex-encoded inline. */
function logoImage(logo: { image: string; x: number; y: number; side: number }, background: string): string {
  const { pixels, side } = rasteriseLogo(logo.image, background);
  const rgbBytes = Buffer.alloc(side * side * 3);
  for (let i = 0, j = 0; i < pixels.length; i += 4, j += 3) {
    rgbBytes[j] = pixels[i] ?? 0;
    rgbBytes[j + 1] = pixels[i + 1] ?? 0;
    rgbBytes[j + 2] = pixels[i + 2] ?? 0;
  }
  const hex = deflateSync(rgbBytes)
    .toString('hex')
    .replace(/.{1,128}/g, '$&\n');
  return (
    `gsave ${fmt(logo.x)} ${fmt(logo.y)} translate ${fmt(logo.side)} ${fmt(logo.side)} scale /DeviceRGB setcolorspace\n` +
    `<< /ImageType 1 /Width ${side} /Height ${side} /BitsPerComponent 8 /Decode [0 1 0 1 0 1] ` +
    `/ImageMatrix [${side} 0 0 ${side} 0 0] /DataSource currentfile /ASCIIHexDecode filter /FlateDecode filter >> image\n` +
    `${hex}>\ngrestore`
  );
}
