import { randomBytes } from 'node:crypto';

/** A multipart/form-data body as a browser's FormData sends it: the file (or files), then the text fields. */
export function importForm(file: Buffer | readonly Buffer[] | null, fields: Record<string, string> = {}, fileName = 'people.csv') {
  const boundary = `----upline${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const bytes of file === null ? [] : Buffer.isBuffer(file) ? [file] : file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`), bytes, Buffer.from('\r\n'));
  }
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
