import { randomUUID, createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { TASK_ATTACHMENT_TYPES } from '../../../shared/tasks/tasks.constants.js';

/**
 * Attachment files on disk: `DATA_DIR/attachments/<owner>/<uuid>`. No part of a path ever comes
 * from the uploaded name, and every key is checked to stay under the attachments folder. Several
 * instances on one PostgreSQL must share DATA_DIR (a network volume) to serve each other's files.
 */
const rootOf = (dataDir: string) => resolve(dataDir, 'attachments');

/** The owner's folder name: better-auth ids are URL-safe already; anything else is hashed. */
const ownerFolder = (userId: string) => (/^[A-Za-z0-9_-]{1,64}$/.test(userId) ? userId : createHash('sha256').update(userId).digest('hex'));

export const newStorageKey = (userId: string) => `${ownerFolder(userId)}/${randomUUID()}`;

function pathOf(dataDir: string, key: string): string {
  const root = rootOf(dataDir);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`storage key outside the attachments folder: ${key}`);
  return path;
}

/** Writes the stream to the key's file and answers its size; a failure leaves no file behind. */
export async function storeStream(dataDir: string, key: string, stream: Readable): Promise<number> {
  const path = pathOf(dataDir, key);
  await mkdir(dirname(path), { recursive: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await removeStoredFiles(dataDir, [key]);
    throw error;
  }
  return size;
}

const ACCEPTED = new Set<string>(TASK_ATTACHMENT_TYPES);
/** Plain text has no magic number: these names with valid UTF-8 and no NUL byte are text. */
const TEXT_TYPES: Record<string, string> = { '.txt': 'text/plain', '.csv': 'text/csv' };

/**
 * The type of a stored file read from its bytes (file-type's signatures, which also look inside
 * Office zips), if it is one of the accepted types; null otherwise. The uploaded name only tells
 * text from CSV once the bytes are known to be text.
 */
export async function detectStoredType(dataDir: string, key: string, fileName: string): Promise<string | null> {
  const path = pathOf(dataDir, key);
  // A file cut short inside a signature (a truncated zip) is not of any accepted type.
  const detected = await fileTypeFromFile(path).catch(() => undefined);
  if (detected) return ACCEPTED.has(detected.mime) ? detected.mime : null;
  const extension = fileName.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const textType = TEXT_TYPES[extension];
  if (!textType) return null;
  const bytes = await readFile(path);
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return textType;
}

/** The file to send, or null when it is gone from the disk. */
export async function openStored(dataDir: string, key: string): Promise<ReadStream | null> {
  const path = pathOf(dataDir, key);
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? createReadStream(path) : null;
}

/** Removes files whose rows are gone; a file already missing is fine. */
export async function removeStoredFiles(dataDir: string, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      unlink(pathOf(dataDir, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
}

/** Removes every attachment file of an account (its deletion): the owner's whole folder. */
export async function removeOwnerFiles(dataDir: string, userId: string): Promise<void> {
  await rm(pathOf(dataDir, ownerFolder(userId)), { recursive: true, force: true });
}
