import { Worker } from 'node:worker_threads';
import type { TCannonJob, TCannonResult } from './cannon.worker.js';

/** Runs one autocannon job in a worker thread (the generator must not share the server's event loop). */
export function cannon(job: TCannonJob): Promise<TCannonResult> {
  return new Promise((resolve, reject) => {
    // Loader hooks of tsx do not reach worker threads on their own: register them inside the worker.
    const file = JSON.stringify(new URL('./cannon.worker.ts', import.meta.url).href);
    const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${file}); })`, { eval: true, workerData: job });
    worker.once('message', (result: TCannonResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
