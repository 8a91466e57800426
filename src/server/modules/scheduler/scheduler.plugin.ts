import type { FastifyInstance } from 'fastify';
import { runWithConnectionBudget } from '../../db/connection-budget.js';
import { runSchedulerTick } from './scheduler.service.js';

/**
 * Runs scheduler ticks every `scheduler.intervalMs` once the app is ready, the automatic rules at
 * most every `scheduler.rulesIntervalMs` (they look at days, not seconds), the hot-lead score
 * refresh at most every `scheduler.hotLeadsIntervalMs`. A tick never overlaps
 * the previous one in this process; other instances may run theirs at the same time (the claims
 * are shared through SKIP LOCKED, and each seller's score refresh through an advisory lock).
 * Closing the app waits for a tick under way.
 */
export function registerScheduler(app: FastifyInstance): void {
  const { enabled, intervalMs, rulesIntervalMs, hotLeadsIntervalMs } = app.config.scheduler;
  if (!enabled) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let rulesRunAt = 0;
  let hotLeadsRunAt = 0;

  const tick = async () => {
    const now = new Date();
    const rules = now.getTime() - rulesRunAt >= rulesIntervalMs;
    const hotLeads = now.getTime() - hotLeadsRunAt >= hotLeadsIntervalMs;
    // Background work takes no more pooled connections than one request may.
    const result = await runWithConnectionBudget(app.config.dbConnectionsPerRequest, () => runSchedulerTick({ db: app.db, realtime: app.realtime }, { now, rules, hotLeads }));
    if (rules) rulesRunAt = now.getTime();
    if (hotLeads) hotLeadsRunAt = now.getTime();
    if (result.created || result.notified || result.hotLeadOwners || result.membershipsWarned || result.membershipsEnded) app.log.info(result, 'scheduler tick');
  };

  const schedule = (delayMs = intervalMs) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: Error) => app.log.warn({ err: error }, 'scheduler tick failed'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, delayMs);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    // The first tick (rules included) a moment after the start: whatever fell due while no server
    // ran goes out now, not an interval later.
    schedule(Math.min(intervalMs, 2000));
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
