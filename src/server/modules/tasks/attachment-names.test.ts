import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from './attachment-names.js';

describe('cleanFileName', () => {
  it('keeps the last path segment without invisible characters', () => {
    expect(cleanFileName('C:\\fakepath\\offer.pdf')).toBe('offer.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('a\u0000b\n.txt')).toBe('ab.txt');
  });

  it('names a nameless file and shortens a long one, keeping its extension', () => {
    expect(cleanFileName('')).toBe('attachment');
    expect(cleanFileName(undefined)).toBe('attachment');
    expect(cleanFileName('..')).toBe('attachment');
    const long = cleanFileName(`${'é'.repeat(300)}.docx`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('always downloads, with an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Presupuesto "final" año.pdf')).toBe(`attachment; filename="Presupuesto _final_ a_o.pdf"; filename*=UTF-8''Presupuesto%20%22final%22%20a%C3%B1o.pdf`);
    expect(attachmentDisposition("it's (1)*.txt")).toBe(`attachment; filename="it's (1)*.txt"; filename*=UTF-8''it%27s%20%281%29%2A.txt`);
  });
});
