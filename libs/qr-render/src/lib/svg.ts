import type { QrCustomizationInput } from './customization';
import { dotModulesPath, drawnModules, fmt, patternsPath, roundedModulesPath, squareModulesPath } from './paths';
import { planRender, QUIET_ZONE } from './plan';
import type { RenderOptions, RenderPlan } from './plan';

/**
 * Renders a payload as an SVG document: runs in the browser for the live preview and in the API
 * as the source of PNG and JPG. Throws QrRenderError with a message for the user on bad options.
 */
export function renderSvg(payload: string, customization?: QrCustomizationInput, options?: RenderOptions): string {
  return svgFromPlan(planRender(payload, customization, options));
}

export function svgFromPlan(plan: RenderPlan): string {
  const { foreground, background, logo } = plan.customization;
  const { width, height } = plan;
  const namespaces = logo === undefined ? '' : ' xmlns:xlink="http://www.w3.org/1999/xlink"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${namespaces} width="${plan.pixelWidth}" height="${plan.pixelHeight}" ` +
    `viewBox="0 0 ${fmt(width)} ${fmt(height)}">` +
    `<rect width="${fmt(width)}" height="${fmt(height)}" fill="${background}"/>` +
    frame(plan) +
    modules(plan) +
    `<path fill="${foreground}"${crisp(plan.customization.cornerStyle === 'square')} d="${patternsPath(plan, plan.customization.cornerStyle)}"/>` +
    logoImage(plan) +
    '</svg>'
  );
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function crisp(square: boolean): string {
  return square ? ' shape-rendering="crispEdges"' : '';
}

function modules(plan: RenderPlan): string {
  const drawn = drawnModules(plan);
  const { size } = plan.matrix;
  const origin = plan.codeOrigin + QUIET_ZONE;
  const { foreground, moduleStyle } = plan.customization;
  switch (moduleStyle) {
    case 'square':
      return `<path fill="none" stroke="${foreground}"${crisp(true)} d="${squareModulesPath(drawn, size, origin)}"/>`;
    case 'rounded':
      return `<path fill="${foreground}" d="${roundedModulesPath(drawn, size, origin)}"/>`;
    case 'dots':
      return `<path fill="${foreground}" d="${dotModulesPath(drawn, size, origin)}"/>`;
  }
}

/** The logo, inset half a module inside its cleared square so modules never touch it. */
function logoImage(plan: RenderPlan): string {
  const { logo } = plan.customization;
  if (logo === undefined || !plan.logoArea) return '';
  const offset = plan.codeOrigin + QUIET_ZONE + plan.logoArea.start + 0.5;
  const side = plan.logoArea.size - 1;
  return (
    `<image x="${fmt(offset)}" y="${fmt(offset)}" width="${side}" height="${side}" ` +
    `preserveAspectRatio="xMidYMid meet" xlink:href="${escapeXml(logo)}"/>`
  );
}

/** A rounded band in the foreground colour around the quiet zone, with the caption below the code. */
function frame(plan: RenderPlan): string {
  if (!plan.frame) return '';
  const { foreground, background } = plan.customization;
  const { border, caption, captionCentre, fontSize } = plan.frame;
  const codeSize = plan.matrix.size + 2 * QUIET_ZONE;
  return (
    `<rect width="${fmt(plan.width)}" height="${fmt(plan.height)}" rx="${fmt(border * 1.5)}" fill="${foreground}"/>` +
    `<rect x="${border}" y="${border}" width="${codeSize}" height="${codeSize}" fill="${background}"/>` +
    // A baseline 0.35 em below the band's centre centres capitals without relying on dominant-baseline support.
    `<text x="${fmt(plan.width / 2)}" y="${fmt(captionCentre + fontSize * 0.35)}" font-family="Helvetica, Arial, 'DejaVu Sans', 'Liberation Sans', sans-serif" ` +
    `font-size="${fmt(fontSize)}" font-weight="bold" text-anchor="middle" fill="${background}">${escapeXml(caption)}</text>`
  );
}
