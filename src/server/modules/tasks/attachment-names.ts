const FILE_NAME_MAX = 200;
/** Control characters and the bidirectional overrides that make "gpj.exe" read as "exe.jpg". */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name shown for an uploaded file: its last path segment (browsers on Windows once sent the
 * whole path), without control or direction characters, at most 200 characters with the
 * extension kept. Only ever displayed and sent back; never part of a path on disk.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop()!.replace(INVISIBLE, '').trim();
  if (!base || base === '.' || base === '..') return 'attachment';
  const chars = [...base];
  if (chars.length <= FILE_NAME_MAX) return base;
  const extension = base.match(/\.[A-Za-z0-9]{1,10}$/)?.[0] ?? '';
  return chars.slice(0, FILE_NAME_MAX - extension.length).join('') + extension;
}

/** RFC 5987 encoding: encodeURIComponent leaves ' ( ) * as they are, which the grammar does not allow. */
const encodeExtValue = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A download's Content-Disposition: always an attachment (never rendered in the app's origin),
 * an ASCII fallback name for old clients and the exact UTF-8 name for the others.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
