import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvExportStream } from './csv-export.js';
import type { TExportDocument, TExportRow } from './export.types.js';

async function read(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const base: Omit<TExportDocument, 'rows'> = {
  title: 'Prospects',
  language: 'en',
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'value', label: 'Value', kind: 'money' },
    { key: 'score', label: 'Score', kind: 'number' },
    { key: 'day', label: 'Day', kind: 'date' },
    { key: 'at', label: 'Created', kind: 'datetime' },
  ],
};

describe('csvExportStream', () => {
  it('starts with the UTF-8 byte-order mark and a header row of the labels', async () => {
    const text = await read(csvExportStream({ ...base, rows: [] }));
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Name,Value,Score,Day,Created\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['plain = text', 'plain = text'],
  ])('neutralises the formula cell %j', async (cell, expected) => {
    const text = await read(csvExportStream({ ...base, columns: [{ key: 'name', label: 'Name' }], rows: [{ name: cell }] }));
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.data[1]?.[0]).toBe(expected);
  });

  it('keeps numbers machine-readable: a negative amount is not treated as a formula', async () => {
    const rows = [{ name: 'Ana', value: -1250, score: -3, day: '2026-03-01', at: new Date('2026-03-01T23:30:00Z') }];
    const text = await read(csvExportStream({ ...base, timeZone: 'America/New_York', rows }));
    expect(text.split('\r\n')[1]).toBe('Ana,-12.50,-3,2026-03-01,2026-03-01 18:30');
  });

  it('quotes commas, quotes and line breaks, and keeps Cyrillic', async () => {
    const rows = [{ name: 'Иванов, "Ваня"\nмл.' }];
    const text = await read(csvExportStream({ ...base, language: 'ru', columns: [{ key: 'name', label: 'Имя' }], rows }));
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.data).toEqual([['Имя'], ['Иванов, "Ваня"\nмл.']]);
  });

  it('streams 2,000 rows from an async source, pulled as the reader consumes them', async () => {
    let produced = 0;
    async function* rows(): AsyncGenerator<TExportRow> {
      for (let i = 1; i <= 2000; i++) {
        produced = i;
        yield { name: `Prospect ${i}`, value: i * 100, score: i % 100, day: '2026-01-15', at: '2026-01-15T10:00:00Z' };
      }
    }
    const stream = csvExportStream({ ...base, rows: rows() });
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    // The first chunk (the header) is out before the source has been read to its end.
    expect(first.toString('utf8')).toContain('Name,Value');
    expect(produced).toBeLessThan(2000);
    const rest = await read(stream);
    const parsed = Papa.parse<string[]>(first.toString('utf8').slice(1) + rest, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(2001);
    expect(parsed.data[2000]).toEqual(['Prospect 2000', '2000.00', '0', '2026-01-15', '2026-01-15 10:00']);
  });
});
