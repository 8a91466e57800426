import type { TNotification } from '../../../shared/notifications/notifications.schema.js';
import type { TDb } from '../../db/client.js';
import type { TRealtime } from '../../plugins/realtime.js';
import { insertNotification, toNotification } from '../notifications/notifications.repository.js';
import { billingNoticeText, type TBillingNotice } from './billing.messages.js';
import { noticeOnce } from './membership-notices.repository.js';
import { endExpired, subscriptionsEndingSoon, trialsEndingSoon, type TEndingRow } from './membership-expiry.repository.js';

const BATCH = 500;

/** One notice per owner and end, told once whichever instance gets there first. */
async function tell(db: TDb, row: TEndingRow, kind: string, notice: TBillingNotice, link: string): Promise<{ userId: string; notification: TNotification } | null> {
  return db.transaction(async (tx) => {
    if (!(await noticeOnce(tx, row.userId, kind, row.endsAt))) return null;
    const inserted = await insertNotification(tx, { userId: row.userId, message: billingNoticeText(notice, row), type: 'system_update', link });
    return { userId: row.userId, notification: toNotification(inserted) };
  });
}

/**
 * The membership part of the scheduler tick: a notice a day before a trial or a non-renewing
 * subscription ends, then the end itself (back to free, with a notice). Safe with several
 * instances: the end is claimed with SKIP LOCKED and each notice is unique per owner and end.
 */
export async function runMembershipExpiry(deps: { db: TDb; realtime: TRealtime }, now = new Date()): Promise<{ warned: number; ended: number }> {
  const told: { userId: string; notification: TNotification }[] = [];
  for (const row of await trialsEndingSoon(deps.db, now, BATCH)) {
    const t = await tell(deps.db, row, 'trial_ending', { key: 'trialEnding', date: row.endsAt }, '/compare-plans');
    if (t) told.push(t);
  }
  for (const row of await subscriptionsEndingSoon(deps.db, now, BATCH)) {
    const t = await tell(deps.db, row, 'subscription_ending', { key: 'subscriptionEnding', date: row.endsAt }, '/membership');
    if (t) told.push(t);
  }
  const warned = told.length;
  let ended = 0;
  for (;;) {
    const rows = await deps.db.transaction((tx) => endExpired(tx, now, BATCH));
    ended += rows.length;
    for (const row of rows) {
      const notice: TBillingNotice = { key: row.kind === 'trial_ended' ? 'trialEnded' : 'subscriptionEnded' };
      const t = await tell(deps.db, row, row.kind, notice, '/compare-plans');
      if (t) told.push(t);
    }
    if (rows.length < BATCH) break;
  }
  await Promise.all(told.map(({ userId, notification }) => deps.realtime.publish({ to: { userIds: [userId] }, type: 'notification.created', data: notification })));
  return { warned, ended };
}
