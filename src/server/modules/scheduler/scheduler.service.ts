import type { TDb } from '../../db/client.js';
import { followUpRulesOf, type TFollowUpRule } from '../../../shared/follow-ups/follow-ups.rules.js';
import type { TNotification } from '../../../shared/notifications/notifications.schema.js';
import type { TRealtime } from '../../plugins/realtime.js';
import { refreshStaleHotLeads } from '../hot-leads/hot-leads.service.js';
import { runMembershipExpiry } from '../billing/membership-expiry.service.js';
import { dateFormatOf, isLanguage, notificationTemplates, ruleNote } from './scheduler.messages.js';
import {
  insertBirthdayReminders,
  insertCadenceReminders,
  insertNoContactReminders,
  knownTimeZones,
  lockRuleOwners,
  notifyDueDealFollowUps,
  notifyDueFollowUps,
  notifyDueTaskReminders,
  type TRuleInput,
  type TRuleOwner,
} from './scheduler.repository.js';

export const SCHEDULER_BATCH_DEFAULT = 500;

export interface TSchedulerDeps {
  db: TDb;
  realtime: TRealtime;
}

export interface TTickOptions {
  /** The moment the tick acts at (tests move it); defaults to the clock. */
  now?: Date;
  /** Rows per claim and owners per rules transaction. */
  batch?: number;
  /** Run the automatic follow-up rules too (the loop runs them less often than the due notifications). */
  rules?: boolean;
  /** Refresh the stale hot-lead scores too (as rarely as the rules). */
  hotLeads?: boolean;
}

export interface TTickResult {
  /** Automatic reminders the rules created. */
  created: number;
  /** Reminders and task reminders this tick claimed and marked. */
  followUpsClaimed: number;
  tasksClaimed: number;
  /** Deals whose follow-up time passed, claimed and marked. */
  dealsClaimed: number;
  /** Notifications written (a reminder of an owner who lost premium access, or of a finished task, writes none). */
  notified: number;
  /** Owners whose hot-lead scores this tick refreshed. */
  hotLeadOwners: number;
  /** Trials and subscriptions told of their end a day ahead, and ended. */
  membershipsWarned: number;
  membershipsEnded: number;
}

let templates: string | undefined;
/** Per database: PGlite and PostgreSQL may ship different time zone lists. */
const zonesOf = new WeakMap<TDb, Set<string>>();

/** After the claiming transaction committed: the bell of each owner's open tabs updates at once. */
async function publish(realtime: TRealtime, created: { userId: string; notification: TNotification }[]) {
  await Promise.all(created.map(({ userId, notification }) => realtime.publish({ to: { userIds: [userId] }, type: 'notification.created', data: notification })));
}

async function drain(deps: TSchedulerDeps, batch: number, claim: () => Promise<{ claimed: number; notifications: { userId: string; notification: TNotification }[] }>) {
  let claimed = 0;
  let notified = 0;
  for (;;) {
    const result = await claim();
    claimed += result.claimed;
    notified += result.notifications.length;
    await publish(deps.realtime, result.notifications);
    if (result.claimed < batch) return { claimed, notified };
  }
}

/**
 * One pass of the background work: the automatic rules (optional), then every reminder, task
 * reminder and deal follow-up that fell due becomes a notification, then the stale hot-lead scores are refreshed
 * (optional). Each step is its own short transaction claimed
 * with FOR UPDATE SKIP LOCKED, so any number of instances may run ticks at the same time: none
 * creates a reminder twice (partial unique indexes) or notifies one twice (the claim).
 */
export async function runSchedulerTick(deps: TSchedulerDeps, options: TTickOptions = {}): Promise<TTickResult> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? SCHEDULER_BATCH_DEFAULT;
  templates ??= JSON.stringify(notificationTemplates());
  // A failing rule must not hold back reminders that fell due: they go out, then the error is thrown.
  let rulesError: unknown;
  const created = options.rules === false ? 0 : await runFollowUpRules(deps.db, now, batch).catch((error: unknown) => ((rulesError = error), 0));
  const followUps = await drain(deps, batch, () => notifyDueFollowUps(deps.db, now, batch, templates!));
  const tasks = await drain(deps, batch, () => notifyDueTaskReminders(deps.db, now, batch, templates!));
  const deals = await drain(deps, batch, () => notifyDueDealFollowUps(deps.db, now, batch, templates!));
  // Access ends on time whatever else this tick does: the rule reads the dates, this moves the tier.
  const memberships = await runMembershipExpiry(deps, now);
  if (rulesError) throw rulesError;
  const hotLeadOwners = options.hotLeads === false ? 0 : await refreshStaleHotLeads(deps.db, now);
  return { created, followUpsClaimed: followUps.claimed, tasksClaimed: tasks.claimed, dealsClaimed: deals.claimed, notified: followUps.notified + tasks.notified + deals.notified, hotLeadOwners, membershipsWarned: memberships.warned, membershipsEnded: memberships.ended };
}

/** What each rule needs of an owner: her zone, the rule's days, the note in her language. */
function inputsOf(owners: TRuleOwner[], rule: TFollowUpRule, known: Set<string>): TRuleInput[] {
  return owners.flatMap((owner) => {
    const settings = followUpRulesOf(owner.followUpRules);
    const setting = rule === 'no_contact' ? settings.noContact : rule === 'birthday' ? settings.birthday : { ...settings.cadence, days: 0 };
    if (!setting.enabled) return [];
    const lang = isLanguage(owner.language) ? owner.language : 'en';
    const format = dateFormatOf(lang, rule !== 'birthday');
    return [{
      user_id: owner.userId,
      zone: known.has(owner.timeZone) ? owner.timeZone : 'UTC',
      days: setting.days,
      note: ruleNote(lang, rule),
      pattern: format.pattern,
      months: format.months,
    }];
  });
}

/**
 * The automatic rules for every owner with premium access, `batch` owners per transaction. Owners
 * another instance holds are skipped; it is running their rules at that moment.
 */
export async function runFollowUpRules(db: TDb, now: Date, batch = SCHEDULER_BATCH_DEFAULT): Promise<number> {
  const known = zonesOf.get(db) ?? (await knownTimeZones(db));
  zonesOf.set(db, known);
  let created = 0;
  let after = '';
  for (;;) {
    const round = await db.transaction(async (tx) => {
      const owners = await lockRuleOwners(tx, now, after, batch);
      let made = 0;
      const noContact = inputsOf(owners, 'no_contact', known);
      if (noContact.length) made += await insertNoContactReminders(tx, now, noContact);
      const birthday = inputsOf(owners, 'birthday', known);
      if (birthday.length) made += await insertBirthdayReminders(tx, now, birthday);
      const cadence = inputsOf(owners, 'cadence', known);
      if (cadence.length) made += await insertCadenceReminders(tx, now, cadence);
      return { count: owners.length, last: owners.at(-1)?.userId, made };
    });
    created += round.made;
    const { count, last } = round;
    if (count < batch || !last) return created;
    after = last;
  }
}
