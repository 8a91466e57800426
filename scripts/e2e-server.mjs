// Starts the app for the end-to-end suite on an empty data directory, so every run begins from
// the same first start (demo accounts seeded, nothing else).
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.e2e-data', { recursive: true, force: true });
await import('./start.mjs');
