// Starts the app for the end-to-end suite on an empty data directory, so every run begins from
// the same first start (demo accounts seeded, nothing else).
//
// E2E_WAIT_FOR: a health URL to wait for first. The suite runs two servers on one checkout; the
// second starts once the first answers, so only the first builds what is stale (two builds at
// once would write the same files).
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.e2e-data', { recursive: true, force: true });

const waitFor = process.env.E2E_WAIT_FOR;
if (waitFor) {
  for (;;) {
    const up = await fetch(waitFor).then((res) => res.ok, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
await import('./start.mjs');
