/**
 * Runs autocannon in its own thread, so the load generator does not share the server's event
 * loop. Each connection is one signed-in user (its own cookie) for the whole run.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { sellerLoop, type TAckedWrite } from './scenario.js';
import { modulesLoop, type TFailure } from './modules-scenario.js';
import type { TLoadUser } from './users.js';

export interface TCannonJob {
  url: string;
  /** `modules`: every module's reads and writes (the scale-out rehearsal), failures kept with their time. */
  mode: 'bare' | 'app' | 'modules';
  seconds: number;
  connections: number;
  users: TLoadUser[];
}

export interface TCannonResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
  /** Socket errors and timeouts (autocannon counts a timeout as an error too). */
  errors: number;
  timeouts: number;
  errorKinds: Record<string, number>;
  non2xx: number;
  statusCodes: Record<string, number>;
  acked: TAckedWrite[];
  failures: TFailure[];
}

const job = workerData as TCannonJob;
const acked: TAckedWrite[] = [];
const failures: TFailure[] = [];
let next = 0;
/** Exported by autocannon for results produced off the main thread, missing from its types. */
const aggregate = (autocannon as unknown as { aggregateResult(results: unknown[], opts: object): autocannon.Result }).aggregateResult;

type TClientInternals = { requestIterator: { initialContext: object; resetContext(): void; setRequests(r: unknown): void }; opts: { requests: unknown } };

const mix: Partial<autocannon.Options> =
  job.mode === 'bare'
    ? { requests: [{ method: 'GET', path: '/bare' }] }
    : {
        requests: job.mode === 'modules' ? modulesLoop(job.url, acked, failures) : sellerLoop(job.url, acked),
        setupClient: (client) => {
          // The iterator keeps the context between requests and resets it from initialContext
          // after each loop; rebuilding the requests makes the first one carry the user too.
          const internals = client as unknown as TClientInternals;
          internals.requestIterator.initialContext = { user: job.users[next++ % job.users.length] };
          internals.requestIterator.resetContext();
          internals.requestIterator.setRequests(internals.opts.requests);
        },
      };

const errorKinds: Record<string, number> = {};
const instance = autocannon({ url: job.url, connections: job.connections, duration: job.seconds, ...mix }, (error, raw) => {
  if (error) throw error;
  // Off the main thread autocannon leaves its histograms encoded; aggregate them as it would.
  const result = aggregate([raw], { url: job.url, connections: job.connections, duration: job.seconds });
  const summary: TCannonResult = {
    // The per-second request histogram stays empty off the main thread: divide instead.
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count])),
    errorKinds,
    acked,
    failures,
  };
  parentPort?.postMessage(summary);
});
instance.on('reqError', (error: Error & { code?: string }) => {
  const kind = error.code ?? error.message;
  failures.push({ at: Date.now(), status: 0, path: kind });
  errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
});
