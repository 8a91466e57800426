import type { FastifyReply } from 'fastify';
import { csvExportStream } from './csv-export.js';
import type { TExportDocument, TExportFormat } from './export.types.js';
import { pdfExportStream } from './pdf-export.js';

const CONTENT_TYPE: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** `filename` with its format's extension, as a plain ASCII fallback and as RFC 5987 UTF-8. */
function contentDisposition(filename: string, format: TExportFormat): string {
  const base = filename.replace(/[\\/\r\n"]/g, '').replace(new RegExp(`\\.${format}$`, 'i'), '') || 'export';
  const full = `${base}.${format}`;
  const ascii = full.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/\s+/g, '-') || `export.${format}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

/**
 * Replies with the document as a downloaded file: Content-Type (text/csv; charset=utf-8 or
 * application/pdf), Content-Disposition attachment, Cache-Control no-store (a report holds the
 * seller's data), and the body streamed as it is produced. Check everything that can fail (input,
 * access, "no data") before calling this: once the first byte is out the status is 200.
 */
export function sendExport(reply: FastifyReply, opts: { filename: string; format: TExportFormat; doc: TExportDocument }): FastifyReply {
  const body = opts.format === 'pdf' ? pdfExportStream(opts.doc) : csvExportStream(opts.doc);
  return reply
    .header('content-type', CONTENT_TYPE[opts.format])
    .header('content-disposition', contentDisposition(opts.filename, opts.format))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
