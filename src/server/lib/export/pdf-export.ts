import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { translatorFor } from '../i18n.js';
import { cellFormatter, type TCellFormatter } from './export-format.js';
import type { TExportColumn, TExportDocument, TExportRow } from './export.types.js';
import { drawChart } from './pdf-charts.js';
import { COLOR, FONT, MARGIN, exportFonts, fitText } from './pdf-theme.js';

/** Past this many columns the table gets a landscape page. */
const PORTRAIT_MAX_COLUMNS = 6;
const ROW_H = 15;
const HEADER_H = 18;
const CELL_PAD = 4;
const FOOTER_H = 18;
const CHART_H = 190;

/** Share of the table width by kind: text needs room, a number little. */
const KIND_WEIGHT = { text: 2, number: 1, percent: 1, money: 1.3, date: 1.3, datetime: 1.8 } as const;
const RIGHT_ALIGNED = new Set(['number', 'percent', 'money']);

interface TTableLayout {
  columns: TExportColumn[];
  x: number[];
  widths: number[];
}

function tableLayout(doc: PDFKit.PDFDocument, columns: TExportColumn[]): TTableLayout {
  const total = doc.page.width - 2 * MARGIN;
  const weights = columns.map((c) => KIND_WEIGHT[c.kind ?? 'text']);
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const widths = weights.map((w) => (w / sum) * total);
  const x = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  return { columns, x, widths };
}

/** pdfkit adds a page when text reaches the bottom margin: the footer is drawn with that margin lifted. */
function drawFooter(doc: PDFKit.PDFDocument, title: string, pageText: string): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = doc.page.height - MARGIN + 6;
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
  doc.text(fitText(doc, title, (doc.page.width - 2 * MARGIN) * 0.7), MARGIN, y, { lineBreak: false });
  doc.text(pageText, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
}

function drawTableHeader(doc: PDFKit.PDFDocument, table: TTableLayout, y: number): number {
  doc.rect(MARGIN, y, doc.page.width - 2 * MARGIN, HEADER_H).fill(COLOR.headerFill);
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.text);
  table.columns.forEach((column, i) => {
    const width = table.widths[i]! - 2 * CELL_PAD;
    doc.text(fitText(doc, column.label, width), table.x[i]! + CELL_PAD, y + 5, {
      width,
      align: RIGHT_ALIGNED.has(column.kind ?? 'text') ? 'right' : 'left',
      lineBreak: false,
    });
  });
  return y + HEADER_H;
}

function drawRow(doc: PDFKit.PDFDocument, table: TTableLayout, row: TExportRow, y: number, striped: boolean, fmt: TCellFormatter): void {
  if (striped) doc.rect(MARGIN, y, doc.page.width - 2 * MARGIN, ROW_H).fill(COLOR.stripe);
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.text);
  table.columns.forEach((column, i) => {
    const width = table.widths[i]! - 2 * CELL_PAD;
    const text = fitText(doc, fmt.format(row[column.key], column.kind), width);
    if (!text) return;
    // Placed by hand rather than with `width` / `align`: pdfkit's line wrapper costs more than the
    // rest of a row, and a fitted one-line cell has nothing to wrap.
    const x = RIGHT_ALIGNED.has(column.kind ?? 'text') ? table.x[i]! + CELL_PAD + width - doc.widthOfString(text) : table.x[i]! + CELL_PAD;
    doc.text(text, x, y + 4, { lineBreak: false });
  });
}

function drawHeading(doc: PDFKit.PDFDocument, source: TExportDocument, generated: string): number {
  const width = doc.page.width - 2 * MARGIN;
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.text).text(source.title, MARGIN, MARGIN, { width });
  if (source.subtitle) doc.font(FONT.regular).fontSize(11).fillColor(COLOR.text).text(source.subtitle, { width });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted).text(generated, { width });
  return doc.y + 12;
}

function drawSummary(doc: PDFKit.PDFDocument, summary: NonNullable<TExportDocument['summary']>, top: number): number {
  const perRow = doc.page.width > doc.page.height ? 5 : 4;
  const gap = 8;
  const width = (doc.page.width - 2 * MARGIN - gap * (perRow - 1)) / perRow;
  const height = 44;
  summary.forEach((figure, i) => {
    const x = MARGIN + (i % perRow) * (width + gap);
    const y = top + Math.floor(i / perRow) * (height + gap);
    doc.roundedRect(x, y, width, height, 4).fill(COLOR.cardFill);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted).text(fitText(doc, figure.label, width - 16), x + 8, y + 8, { lineBreak: false });
    doc.font(FONT.bold).fontSize(13).fillColor(COLOR.text).text(fitText(doc, figure.value, width - 16), x + 8, y + 21, { lineBreak: false });
  });
  return top + Math.ceil(summary.length / perRow) * (height + gap) + 6;
}

/**
 * Waits until the reader has taken what is buffered, or has gone away. pdfkit hands its bytes on
 * in a later tick, so the event loop gets a turn first: a source of plain objects would otherwise
 * be drawn to its end before a single byte left.
 */
async function drained(out: PassThrough): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (!out.writableNeedDrain || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });
}

async function render(doc: PDFKit.PDFDocument, source: TExportDocument, out: PassThrough): Promise<void> {
  const t = translatorFor(source.language, 'export');
  const fmt = cellFormatter(source.language, source.timeZone ?? 'UTC');
  let page = 1;
  const bottom = () => doc.page.height - MARGIN - FOOTER_H;
  const newPage = () => {
    drawFooter(doc, source.title, t('page', { page }));
    doc.addPage();
    page += 1;
    return MARGIN;
  };

  let y = drawHeading(doc, source, t('generated', { date: fmt.dateTime(new Date()) }));
  if (source.summary?.length) y = drawSummary(doc, source.summary, y);
  const chartWidth = (doc.page.width - 2 * MARGIN - 16) / 2;
  (source.charts ?? []).forEach((chart, i) => {
    // Two charts side by side; a pie needs the width of its legend as much as a bar chart does.
    const column = i % 2;
    if (column === 0 && y + CHART_H > bottom()) y = newPage();
    drawChart(doc, chart, { x: MARGIN + column * (chartWidth + 16), y, width: chartWidth, height: CHART_H }, source.language, t('noChartData'));
    if (column === 1 || i === (source.charts?.length ?? 0) - 1) y += CHART_H + 18;
  });

  if (source.columns.length > 0) {
    const table = tableLayout(doc, source.columns);
    if (y + HEADER_H + ROW_H > bottom()) y = newPage();
    y = drawTableHeader(doc, table, y);
    let index = 0;
    for await (const row of source.rows as AsyncIterable<TExportRow>) {
      if (out.destroyed) break;
      if (y + ROW_H > bottom()) {
        y = drawTableHeader(doc, table, newPage());
        await drained(out);
      }
      drawRow(doc, table, row, y, index % 2 === 1, fmt);
      y += ROW_H;
      index += 1;
    }
    if (index === 0) doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(t('noRows'), MARGIN, y + 6, { lineBreak: false });
  }
  drawFooter(doc, source.title, t('page', { page }));
  doc.end();
}

/**
 * The document as a streamed PDF (pdfkit): a heading (title, subtitle, generated date), the summary
 * figures, the charts two by two, then the table with its header repeated on every page, cells
 * ellipsised to their column, and "Page N" in the footer (no "of M": counting pages would mean
 * holding the whole document). Landscape when the table has more than six columns. Pages are
 * written out as they fill and rows are pulled only when the reader keeps up, so a long export
 * never sits whole in memory.
 */
export function pdfExportStream(source: TExportDocument): Readable {
  const fonts = exportFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: source.columns.length > PORTRAIT_MAX_COLUMNS ? 'landscape' : 'portrait',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: source.title, Creator: 'Upline CRM' },
    lang: source.language,
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  const out = new PassThrough();
  doc.on('data', (chunk: Buffer) => out.write(chunk));
  doc.on('end', () => out.end());
  render(doc, source, out).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
