import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TExportDocument, TExportRow } from './export.types.js';
import { pdfExportStream } from './pdf-export.js';

async function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Page objects of a PDF (`/Type /Page`, not the `/Pages` tree). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/** The names of the fonts the PDF embeds. */
function fontNames(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[2]!);
}

/** The decompressed page content streams, to look for drawn text operators. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      out.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Font programs and images are not all deflate streams.
    }
  }
  return out;
}

const columns: TExportDocument['columns'] = [
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Status' },
  { key: 'value', label: 'Value', kind: 'money' },
];

function rows(count: number): TExportRow[] {
  return Array.from({ length: count }, (_, i) => ({ name: `Prospect ${i + 1}`, status: 'new', value: i * 1000 }));
}

describe('pdfExportStream', () => {
  it('writes a real PDF of one page for a short table', async () => {
    const pdf = await read(pdfExportStream({ title: 'Prospects', subtitle: 'Last 30 days', language: 'en', columns, rows: rows(5) }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pageCount(pdf)).toBe(1);
  });

  it('continues the table on further pages, the header repeated on each', async () => {
    // A4 portrait with a 40 pt margin leaves room for about 45 rows on the first page, 49 after.
    const pdf = await read(pdfExportStream({ title: 'Prospects', language: 'en', columns, rows: rows(200) }));
    expect(pageCount(pdf)).toBe(5);
    const streams = contentStreams(pdf).filter((s) => s.includes(' Tf'));
    expect(streams).toHaveLength(5);
    // Each page draws the header fill colour of the table (#eef2ff) once.
    for (const page of streams) expect(page.match(/0\.933\d* 0\.949\d* 1 scn/g)).toHaveLength(1);
  });

  it('turns to landscape when the table has many columns', async () => {
    const wide = Array.from({ length: 9 }, (_, i) => ({ key: `c${i}`, label: `Column ${i}` }));
    const pdf = await read(pdfExportStream({ title: 'Wide', language: 'en', columns: wide, rows: [{ c0: 'x' }] }));
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('embeds a font with Cyrillic for a Russian report (never the built-in Helvetica)', async () => {
    const pdf = await read(
      pdfExportStream({
        title: 'Отчёт по потенциальным клиентам',
        subtitle: 'Последние 30 дней',
        language: 'ru',
        summary: [{ label: 'Всего', value: '3' }],
        columns: [{ key: 'name', label: 'Имя' }],
        rows: [{ name: 'Иван Петров' }],
      }),
    );
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const fonts = fontNames(pdf);
    expect(fonts.some((f) => f.startsWith('DejaVuSans'))).toBe(true);
    expect(fonts.some((f) => f.startsWith('Helvetica'))).toBe(false);
    // The font's ToUnicode map names the Cyrillic letters drawn (И = U+0418): the text is real, searchable text.
    expect(contentStreams(pdf).some((s) => s.includes('begincmap') && s.includes('<0418>'))).toBe(true);
  });

  it('draws bar, line and pie charts with the summary, then the table', async () => {
    const pdf = await read(
      pdfExportStream({
        title: 'Activities',
        language: 'fr',
        summary: [
          { label: 'Total', value: '42' },
          { label: 'Terminées', value: '30' },
        ],
        charts: [
          { title: 'Par jour', kind: 'bar', labels: ['1', '2', '3'], series: [{ name: 'Appels', values: [3, 5, 1] }, { name: 'E-mails', values: [2, 0, 4] }] },
          { title: 'Valeur', kind: 'line', labels: ['jan', 'fév', 'mar'], series: [{ name: '', values: [12000, -5000, 30000] }], money: true },
          { title: 'Par type', kind: 'pie', labels: ['Appel', 'E-mail'], series: [{ name: '', values: [8, 4] }] },
          { title: 'Vide', kind: 'bar', labels: [], series: [] },
        ],
        columns,
        rows: rows(3),
      }),
    );
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pageCount(pdf)).toBe(1);
  });

  it('pulls rows lazily: a slow reader holds back the source', async () => {
    let produced = 0;
    function* many(): Generator<TExportRow> {
      for (let i = 0; i < 20_000; i++) {
        produced = i + 1;
        yield { name: `Prospect ${i}`, status: 'new', value: i };
      }
    }
    const stream = pdfExportStream({ title: 'Many', language: 'en', columns, rows: many() });
    // Nobody reads: once the buffers are full the renderer waits instead of drawing every row.
    // Counted in event-loop turns, not time: it draws at most a page per turn, so 1,000 turns
    // would be enough to draw all 20,000 rows (about 410 pages) if nothing held it back.
    for (let turn = 0; turn < 1000; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(10_000);
    stream.destroy();
  });
});
