import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Fonts of every exported PDF. pdfkit's built-in Helvetica has no Cyrillic, so a Russian report
 * would print blanks: DejaVu Sans (Latin, Greek, Cyrillic; free licence in fonts/LICENSE-DejaVu.txt)
 * ships with the code. Resolved from the working directory like the migrations folder, because the
 * compiled server sits one level deeper than the sources.
 */
export const EXPORT_FONTS_DIR = resolve('src/server/lib/export/fonts');

let fontCache: { regular: Buffer; bold: Buffer } | undefined;

/** Read once per process: each PDF embeds only the glyphs it uses (pdfkit subsets the font). */
export function exportFonts(): { regular: Buffer; bold: Buffer } {
  fontCache ??= {
    regular: readFileSync(resolve(EXPORT_FONTS_DIR, 'DejaVuSans.ttf')),
    bold: readFileSync(resolve(EXPORT_FONTS_DIR, 'DejaVuSans-Bold.ttf')),
  };
  return fontCache;
}

export const FONT = { regular: 'Export-Regular', bold: 'Export-Bold' } as const;

export const COLOR = {
  text: '#111827',
  muted: '#6b7280',
  rule: '#d1d5db',
  headerFill: '#eef2ff',
  stripe: '#f9fafb',
  cardFill: '#f3f4f6',
} as const;

/** Series colours, distinguishable in print and for the common colour-vision deficiencies. */
export const PALETTE = ['#4f46e5', '#f59e0b', '#10b981', '#ef4444', '#0ea5e9', '#a855f7', '#84cc16', '#ec4899', '#64748b', '#14b8a6'];

export const MARGIN = 40;

/** The longest start of `text` that fits `width` at the current font, with an ellipsis when cut. */
export function fitText(doc: PDFKit.PDFDocument, raw: string, width: number): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (width <= 0) return '';
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : `${text.slice(0, low).trimEnd()}…`;
}
