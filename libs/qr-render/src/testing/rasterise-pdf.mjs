// Rasterises PDFs with MuPDF (the `mupdf` package is ESM with top-level await, so tests run it in a
// process of its own). Arguments: pairs of input PDF and output paths; pages at 72 dpi, so a page
// `size` points wide becomes `size` pixels. Each output holds the page's raw RGB samples (a PNG
// would cost more to write and read than to draw at 4096 px); stdout gets each one's size as JSON.
import { readFileSync, writeFileSync } from 'node:fs';
import * as mupdf from 'mupdf';

const paths = process.argv.slice(2);
const sizes = [];
for (let i = 0; i < paths.length; i += 2) {
  const document = mupdf.Document.openDocument(readFileSync(paths[i]), 'application/pdf');
  const pixmap = document.loadPage(0).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false, true);
  writeFileSync(paths[i + 1], pixmap.getPixels());
  sizes.push({ width: pixmap.getWidth(), height: pixmap.getHeight() });
}
process.stdout.write(JSON.stringify(sizes));
