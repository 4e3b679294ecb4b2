import type { QrCustomization, QrCustomizationInput } from './customization';
import { drawing, type Drawing, type Paint } from './drawing';
import type { RenderOptions } from './image-options';
import { planRender } from './plan';
import type { RenderPlan } from './plan';
import { fmt } from './shapes';

/**
 * Renders a payload as an SVG document: runs in the browser for the live preview and in the API
 * as the SVG download and the source of PNG and JPG. Throws QrRenderError with a message for the
 * user on a bad design, size or content.
 */
export function renderSvg(
  payload: string,
  customization?: QrCustomizationInput | QrCustomization,
  options?: RenderOptions,
): string {
  return svgFromPlan(planRender(payload, customization, options));
}

/** Font stack for captions: the face the server renders with first, then what viewers have. */
export const CAPTION_FONT_FAMILY = "'DejaVu Sans', Helvetica, Arial, 'Liberation Sans', sans-serif";

const FILL_ID = 'liveqr-fill';

export function svgFromPlan(plan: RenderPlan): string {
  const art = drawing(plan);
  const { width, height } = plan;
  const namespaces = art.logo ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : '';
  const background = art.background
    ? `<rect width="${fmt(width)}" height="${fmt(height)}" fill="${art.background}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${namespaces} width="${plan.pixelWidth}" height="${plan.pixelHeight}" ` +
    `viewBox="0 0 ${fmt(width)} ${fmt(height)}">` +
    gradient(art.foregroundFill) +
    background +
    `<g transform="translate(${fmt(art.origin.x)} ${fmt(art.origin.y)})">` +
    art.shapes
      .map(
        ({ d, paint, crisp }) =>
          `<path fill="${paintValue(paint, art)}"${crisp ? ' shape-rendering="crispEdges"' : ''} d="${d}"/>`,
      )
      .join('') +
    logoImage(art) +
    caption(art) +
    '</g></svg>'
  );
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function paintValue(paint: Paint, art: Drawing): string {
  return paint === 'foreground' && art.foregroundFill.type !== 'solid' ? `url(#${FILL_ID})` : art.colours[paint];
}

function gradient(fill: Drawing['foregroundFill']): string {
  if (fill.type === 'solid') return '';
  const stops = fill.stops
    .map(({ offset, colour }) => `<stop offset="${fmt(offset)}" stop-color="${colour}"/>`)
    .join('');
  const geometry =
    fill.type === 'linear'
      ? `<linearGradient id="${FILL_ID}" gradientUnits="userSpaceOnUse" x1="${fmt(fill.x1)}" y1="${fmt(fill.y1)}" x2="${fmt(fill.x2)}" y2="${fmt(fill.y2)}">`
      : `<radialGradient id="${FILL_ID}" gradientUnits="userSpaceOnUse" cx="${fmt(fill.cx)}" cy="${fmt(fill.cy)}" r="${fmt(fill.r)}">`;
  return `<defs>${geometry}${stops}</${fill.type}Gradient></defs>`;
}

function logoImage({ logo }: Drawing): string {
  if (!logo) return '';
  return (
    `<image x="${fmt(logo.x)}" y="${fmt(logo.y)}" width="${fmt(logo.side)}" height="${fmt(logo.side)}" ` +
    `preserveAspectRatio="xMidYMid meet" xlink:href="${escapeXml(logo.image)}"/>`
  );
}

function caption({ caption, colours }: Drawing): string {
  if (!caption) return '';
  return (
    `<text x="${fmt(caption.x)}" y="${fmt(caption.baseline)}" font-family="${escapeXml(CAPTION_FONT_FAMILY)}" ` +
    `font-size="${fmt(caption.fontSize)}" font-weight="bold" text-anchor="middle" fill="${colours[caption.ink]}">` +
    `${escapeXml(caption.text)}</text>`
  );
}
