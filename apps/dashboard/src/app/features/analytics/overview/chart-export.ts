/** A chart's figures as rows: what its table shows and its CSV file holds. */
export interface ChartTable {
  columns: string[];
  rows: Array<Array<string | number>>;
}

/** Cells a spreadsheet would run as a formula start with one of these: they get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 CSV, every text cell that a spreadsheet would read as a formula neutralised. */
export function toCsv({ columns, rows }: ChartTable): string {
  const cell = (value: string | number) => {
    const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadCsv(table: ChartTable, fileName: string): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  downloadBlob(new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

/** The chart drawn in `container` (a chart.js canvas or an SVG) as a PNG on a white background. */
export async function chartPng(container: HTMLElement): Promise<Blob> {
  const canvas = container.querySelector('canvas') ?? (await svgToCanvas(container.querySelector('svg')));
  const flat = document.createElement('canvas');
  flat.width = canvas.width;
  flat.height = canvas.height;
  const context = flat.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(canvas, 0, 0);
  return new Promise((resolve, reject) =>
    flat.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

async function svgToCanvas(svg: SVGSVGElement | null): Promise<HTMLCanvasElement> {
  if (!svg) throw new Error('nothing to draw');
  const { width, height } = svg.getBoundingClientRect();
  const scale = 2; // sharp on high-density screens
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  inlineStyles(svg, copy);
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml;charset=utf-8' }),
  );
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    (canvas.getContext('2d') as CanvasRenderingContext2D).drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** An SVG drawn as an image has no stylesheet: copy the painted colours onto its elements. */
function inlineStyles(source: Element, target: Element): void {
  const style = getComputedStyle(source);
  for (const property of ['fill', 'stroke', 'stroke-width', 'font-size', 'font-family']) {
    (target as SVGElement).style.setProperty(property, style.getPropertyValue(property));
  }
  Array.from(source.children).forEach((child, index) => inlineStyles(child, target.children[index]));
}
