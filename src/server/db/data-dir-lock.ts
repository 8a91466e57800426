import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock between processes: a second process on the same directory silently loses
 * its writes. Take a lockfile, refuse a live owner's, and take over a dead owner's.
 */
export function acquireDataDirLock(dataDir: string): () => Promise<void> {
  const file = join(dataDir, 'upline.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The data directory ${dataDir} is in use by another Upline process (pid ${owner}). ` +
          'Stop it first, or point DATA_DIR elsewhere, or use DATABASE_URL for several processes.',
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return async () => {
    rmSync(file, { force: true });
  };
}
