import type { TLanguage } from '../../../shared/common/languages.js';
import type { TExportChart } from './export.types.js';
import { COLOR, FONT, PALETTE, fitText } from './pdf-theme.js';

export interface TChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const TITLE_H = 16;
const LEGEND_H = 14;
const Y_AXIS_W = 54;
const X_AXIS_H = 18;
const TICKS = 4;

function axisFormatter(language: TLanguage, money: boolean): (value: number) => string {
  const compact = money
    ? new Intl.NumberFormat(language, { notation: 'compact', style: 'currency', currency: 'USD', maximumFractionDigits: 1 })
    : new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => compact.format(money ? value / 100 : value);
}

/** A round step so the axis reads 0, 250, 500… rather than 0, 237, 474… */
function niceStep(range: number): number {
  if (range <= 0) return 1;
  const raw = range / TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

function drawLegend(doc: PDFKit.PDFDocument, names: string[], x: number, y: number, width: number): void {
  doc.font(FONT.regular).fontSize(7.5);
  let cx = x;
  names.forEach((name, i) => {
    const label = fitText(doc, name, 120);
    const w = 12 + doc.widthOfString(label) + 12;
    if (cx + w > x + width) return;
    doc.rect(cx, y + 1, 8, 8).fill(PALETTE[i % PALETTE.length]);
    doc.fillColor(COLOR.text).text(label, cx + 11, y + 1, { lineBreak: false });
    cx += w;
  });
}

function drawAxesChart(doc: PDFKit.PDFDocument, chart: TExportChart, box: TChartBox, language: TLanguage): void {
  const format = axisFormatter(language, chart.money === true);
  const plot = { x: box.x + Y_AXIS_W, y: box.y, width: box.width - Y_AXIS_W - 4, height: box.height - X_AXIS_H };
  const all = chart.series.flatMap((s) => s.values.filter(Number.isFinite));
  const min = Math.min(0, ...all);
  // Counts get whole-number ticks: "2.5 calls" reads wrong.
  const whole = all.every(Number.isInteger);
  const step = whole ? Math.max(1, Math.round(niceStep(Math.max(0, ...all) - min))) : niceStep(Math.max(0, ...all) - min);
  const low = Math.floor(min / step) * step;
  const high = Math.max(low + step, Math.ceil(Math.max(0, ...all) / step) * step);
  const yOf = (v: number) => plot.y + plot.height - ((v - low) / (high - low)) * plot.height;

  doc.font(FONT.regular).fontSize(7).lineWidth(0.5);
  for (let v = low; v <= high + step / 2; v += step) {
    const y = yOf(v);
    doc.moveTo(plot.x, y).lineTo(plot.x + plot.width, y).strokeColor(COLOR.rule).stroke();
    doc.fillColor(COLOR.muted).text(format(v), box.x, y - 4, { width: Y_AXIS_W - 6, align: 'right', lineBreak: false });
  }

  const n = chart.labels.length;
  const slot = plot.width / Math.max(n, 1);
  // Label every k-th category so 30 days of labels do not print on top of one another.
  const every = Math.max(1, Math.ceil(n / Math.max(1, Math.floor(plot.width / 46))));
  chart.labels.forEach((label, i) => {
    if (i % every !== 0) return;
    const width = slot * every - 2;
    doc.fillColor(COLOR.muted).text(fitText(doc, label, width), plot.x + i * slot - (slot * (every - 1)) / 2, plot.y + plot.height + 4, { width: slot * every, align: 'center', lineBreak: false });
  });

  if (chart.kind === 'bar') {
    const groups = Math.max(chart.series.length, 1);
    const barW = Math.max(1, (slot * 0.7) / groups);
    chart.series.forEach((series, s) => {
      series.values.forEach((value, i) => {
        if (!Number.isFinite(value) || i >= n) return;
        const top = yOf(Math.max(value, 0));
        const height = Math.abs(yOf(value) - yOf(0));
        doc.rect(plot.x + i * slot + slot * 0.15 + s * barW, top, barW, Math.max(height, 0.5)).fill(PALETTE[s % PALETTE.length]);
      });
    });
  } else {
    chart.series.forEach((series, s) => {
      const color = PALETTE[s % PALETTE.length];
      const points = series.values.slice(0, n).map((value, i) => [plot.x + i * slot + slot / 2, yOf(Number.isFinite(value) ? value : 0)] as const);
      if (points.length === 0) return;
      doc.lineWidth(1.5).strokeColor(color);
      points.forEach(([x, y], i) => (i === 0 ? doc.moveTo(x, y) : doc.lineTo(x, y)));
      doc.stroke();
      if (points.length <= 40) points.forEach(([x, y]) => doc.circle(x, y, 1.8).fill(color));
    });
  }
  doc.lineWidth(0.8).moveTo(plot.x, yOf(0)).lineTo(plot.x + plot.width, yOf(0)).strokeColor(COLOR.muted).stroke();
}

function drawPie(doc: PDFKit.PDFDocument, chart: TExportChart, box: TChartBox, language: TLanguage): void {
  const values = (chart.series[0]?.values ?? []).map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = values.reduce((a, b) => a + b, 0);
  const radius = Math.min(box.height, box.width / 2) / 2 - 4;
  const cx = box.x + radius + 8;
  const cy = box.y + box.height / 2;
  let angle = -Math.PI / 2;
  values.forEach((value, i) => {
    if (value === 0) return;
    const sweep = (value / total) * Math.PI * 2;
    // A polygon of short chords: pdfkit has no arc primitive, and 2° chords print as a circle.
    const steps = Math.max(2, Math.ceil(sweep / (Math.PI / 90)));
    doc.moveTo(cx, cy);
    for (let k = 0; k <= steps; k++) {
      const a = angle + (sweep * k) / steps;
      doc.lineTo(cx + radius * Math.cos(a), cy + radius * Math.sin(a));
    }
    doc.closePath().fill(PALETTE[i % PALETTE.length]);
    angle += sweep;
  });

  const valueText = chart.money
    ? (v: number) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(v / 100)
    : (v: number) => new Intl.NumberFormat(language).format(v);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const lx = cx + radius + 20;
  const legendW = box.x + box.width - lx - 12;
  // Two lines per entry (name, then figure and share) so long names and figures never collide.
  const rowH = 22;
  const rows = Math.min(chart.labels.length, Math.floor(box.height / rowH));
  for (let i = 0; i < rows; i++) {
    const y = box.y + 4 + i * rowH;
    doc.rect(lx, y + 1, 8, 8).fill(PALETTE[i % PALETTE.length]);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.text).text(fitText(doc, chart.labels[i] ?? '', legendW), lx + 12, y + 1, { lineBreak: false });
    const figure = `${valueText(values[i] ?? 0)} · ${percent.format((values[i] ?? 0) / total)}`;
    doc.fontSize(7).fillColor(COLOR.muted).text(fitText(doc, figure, legendW), lx + 12, y + 10, { lineBreak: false });
  }
}

/**
 * One chart drawn with pdfkit's vector API inside `box`: its title, a legend, then bars or lines
 * on a value axis with category labels, or a pie with a labelled legend. Empty data prints
 * `emptyText` instead of an empty frame.
 */
export function drawChart(doc: PDFKit.PDFDocument, chart: TExportChart, box: TChartBox, language: TLanguage, emptyText: string): void {
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text).text(fitText(doc, chart.title, box.width), box.x, box.y, { lineBreak: false });
  const hasData = chart.labels.length > 0 && chart.series.some((s) => s.values.some((v) => Number.isFinite(v) && v !== 0));
  if (!hasData) {
    doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(emptyText, box.x, box.y + TITLE_H + 8, { lineBreak: false });
    return;
  }
  const body = { x: box.x, y: box.y + TITLE_H, width: box.width, height: box.height - TITLE_H };
  if (chart.kind === 'pie') {
    drawPie(doc, chart, body, language);
    return;
  }
  const legend = chart.series.length > 1 || (chart.series[0]?.name ?? '') !== '';
  if (legend) drawLegend(doc, chart.series.map((s) => s.name), body.x + Y_AXIS_W, body.y, body.width - Y_AXIS_W);
  const offset = legend ? LEGEND_H + 4 : 4;
  drawAxesChart(doc, chart, { ...body, y: body.y + offset, height: body.height - offset }, language);
}
