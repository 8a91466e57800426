import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { LARGE_SEED_ACCOUNT } from '../src/server/db/seed/large.js';
import { notifyUser } from '../src/server/modules/notifications/notifications.service.js';
import { listening, signIn } from './people.bench.js';
import { percentile } from './stats.js';

const ITERATIONS = Number(process.env.BENCH_REALTIME_ITERATIONS ?? 100);
export const REALTIME_TARGET_P95_MS = 100;

/**
 * A notification written through instance A (insert + NOTIFY) until a socket held by instance B
 * receives it, on one PostgreSQL; the baseline is the same NOTIFY round trip on A alone.
 */
export async function benchRealtime(a: FastifyInstance, b: FastifyInstance, userId: string) {
  const cookie = await signIn(await listening(a), LARGE_SEED_ACCOUNT);
  const bAddress = await listening(b);
  const socket = new WebSocket(`${bAddress.replace('http', 'ws')}/api/realtime`, { headers: { cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  const waiters = new Map<string, (at: number) => void>();
  socket.on('message', (raw) => {
    const event = JSON.parse(String(raw)) as { type: string; data: { message?: string } };
    if (event.type === 'notification.created' && event.data.message) waiters.get(event.data.message)?.(performance.now());
  });
  const samples: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const message = `bench ${i}`;
    // The notification is written in the user's language (English for the large seed): its text names the goal.
    const received = new Promise<number>((resolve) => waiters.set(`Goal achieved: ${message}`, resolve));
    const start = performance.now();
    await notifyUser(a.db, a.realtime, userId, { type: 'system_update', text: { key: 'goalAchieved', values: { title: message } } });
    samples.push((await received) - start);
    const t0 = performance.now();
    await a.database.query(`select pg_notify('upline_bench_baseline', $1)`, [message]);
    baseline.push(performance.now() - t0);
  }
  socket.close();
  const p95 = percentile(samples, 95);
  return [
    {
      database: 'postgres',
      case: 'notification A → socket on B',
      'p50 ms': percentile(samples, 50).toFixed(2),
      'p95 ms': p95.toFixed(2),
      'raw SQL p50 ms': percentile(baseline, 50).toFixed(2),
      'raw SQL p95 ms': percentile(baseline, 95).toFixed(2),
      'ratio p95/raw': (p95 / percentile(baseline, 95)).toFixed(2),
      target: `p95 ≤ ${REALTIME_TARGET_P95_MS} ms: ${p95 <= REALTIME_TARGET_P95_MS ? 'met' : 'MISSED'}`,
    },
  ];
}
