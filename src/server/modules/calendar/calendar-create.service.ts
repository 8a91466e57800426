import { TZDate } from '@date-fns/tz';
import type { TDb, TExecutor } from '../../db/client.js';
import { ZActivityCreate } from '../../../shared/activities/activities.schema.js';
import type { TCalendarItemCreate, TCalendarItemCreated } from '../../../shared/calendar/calendar.schema.js';
import { FIELD_MESSAGES, isStorableInstant } from '../../../shared/common/fields.js';
import { isDueInPast } from '../../../shared/follow-ups/follow-ups.rules.js';
import { FOLLOW_UP_MESSAGES } from '../../../shared/follow-ups/follow-ups.schema.js';
import type { TFreePlanLimits } from '../../../shared/limits/free-plan.rules.js';
import { TASK_MESSAGES, ZTaskCreate } from '../../../shared/tasks/tasks.schema.js';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validation.js';
import { createActivity } from '../activities/activities.service.js';
import { createFollowUp } from '../follow-ups/follow-ups.service.js';
import { assertFeature } from '../limits/limits.service.js';
import { createTask } from '../tasks/task-create.service.js';
import { ownsPerson, ownerTimeZone, type TPersonTable } from './calendar.repository.js';
import { getCalendarItem } from './calendar.service.js';

/** A slot picked without a time (the month view's day cell) starts at this local time. */
export const CALENDAR_DEFAULT_TIME = '09:00';
/** What the calendar's activities are: the form has no activity type, and a slot in a diary is a meeting. */
const CALENDAR_ACTIVITY_TYPE = 'meeting';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', { fields });

/** `date` + `time` as the seller's wall clock in her zone, as an instant (a time skipped by DST moves forward). */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** The spec's rules for the form, by type, before anything is written. */
function checkFields(input: TCalendarItemCreate, start: Date, now: Date) {
  const links = [input.prospectId, input.contactId, input.teamMemberId].filter(Boolean);
  if (links.length > 1) throw invalid({ prospectId: TASK_MESSAGES.oneLink });
  const fields: Record<string, string> = {};
  // 9999-12-31 late in a zone behind UTC is already the year 10000 there.
  if (!isStorableInstant(start)) fields.date = FIELD_MESSAGES.dateInvalid;
  if (input.reminderAt && input.type !== 'task') fields.reminderAt = 'Only a task takes a reminder date';
  if (input.reminderAt && input.type === 'task' && isDueInPast(input.reminderAt, now)) fields.reminderAt = 'The reminder date cannot be in the past';
  if (input.type === 'activity' && (input.contactId || input.teamMemberId)) fields[input.contactId ? 'contactId' : 'teamMemberId'] = 'An activity can be linked to a prospect only';
  if ((input.type === 'reminder' || input.followUpAt) && !input.prospectId) fields.prospectId = FOLLOW_UP_MESSAGES.prospectRequired;
  if (input.type === 'reminder' && isDueInPast(start, now)) fields.date = FOLLOW_UP_MESSAGES.dueInPast;
  if (input.followUpAt && isDueInPast(input.followUpAt, now)) fields.followUpAt = FOLLOW_UP_MESSAGES.dueInPast;
  if (Object.keys(fields).length) throw invalid(fields);
}

const LINKS: [keyof TCalendarItemCreate & ('prospectId' | 'contactId' | 'teamMemberId'), TPersonTable, string, string][] = [
  ['prospectId', 'prospects', 'Prospect not found', 'Choose one of your prospects'],
  ['contactId', 'contacts', 'Contact not found', 'Choose one of your contacts'],
  ['teamMemberId', 'team_members', 'Team member not found', 'Choose one of your team members'],
];

/** Another owner's record is answered like a missing one (404), as the tasks and follow-ups APIs do. */
async function assertOwnLink(db: TExecutor, userId: string, input: TCalendarItemCreate) {
  for (const [field, table, message, hint] of LINKS) {
    const id = input[field];
    if (id && !(await ownsPerson(db, userId, table, id))) throw new AppError('not_found', message, { fields: { [field]: hint } });
  }
}

/**
 * `POST /api/calendar/items`: a task (free-plan limit), an activity (its limit) or a follow-up
 * reminder (premium) at the chosen local date and time; a follow-up date adds a reminder for the
 * linked prospect. All of it is written in one transaction, or nothing is.
 */
export async function createCalendarItem(db: TDb, options: { userId: string; input: TCalendarItemCreate; limits: TFreePlanLimits; now?: Date }): Promise<TCalendarItemCreated> {
  const { userId, input, limits, now = new Date() } = options;
  if (input.type === 'reminder' || input.followUpAt) await assertFeature(db, userId, 'AUTOMATED_FOLLOW_UPS');
  const start = localToInstant(input.date, input.time ?? CALENDAR_DEFAULT_TIME, await ownerTimeZone(db, userId));
  checkFields(input, start, now);
  await assertOwnLink(db, userId, input);
  return db.transaction(async (tx) => {
    let item: TCalendarItemCreated['item'];
    if (input.type === 'task') {
      const task = await createTask(tx, {
        userId,
        limits,
        input: parseInput(ZTaskCreate, {
          title: input.title,
          description: input.notes ?? null,
          dueAt: start.toISOString(),
          remindAt: input.reminderAt ?? null,
          prospectId: input.prospectId ?? null,
          contactId: input.contactId ?? null,
          teamMemberId: input.teamMemberId ?? null,
        }),
      });
      item = await getCalendarItem(tx, userId, 'task', task.id);
    } else if (input.type === 'activity') {
      const future = start > now;
      const activity = await createActivity(tx, limits, userId, parseInput(ZActivityCreate, {
        title: input.title,
        type: CALENDAR_ACTIVITY_TYPE,
        scheduledAt: start.toISOString(),
        description: input.notes ?? null,
        prospectId: input.prospectId ?? null,
        // A slot ahead is planned; one already past is the seller logging what happened.
        status: future ? 'scheduled' : 'completed',
        completed: !future,
      }));
      item = await getCalendarItem(tx, userId, 'activity', activity.id);
    } else {
      const notes = input.notes ? `${input.title}\n\n${input.notes}` : input.title;
      const reminder = await createFollowUp(tx, { userId, input: { prospectId: input.prospectId!, dueAt: start.toISOString(), notes } });
      item = await getCalendarItem(tx, userId, 'followUp', reminder.id);
    }
    let followUp: TCalendarItemCreated['followUp'] = null;
    if (input.followUpAt) {
      const reminder = await createFollowUp(tx, { userId, input: { prospectId: input.prospectId!, dueAt: input.followUpAt, notes: input.title } });
      followUp = await getCalendarItem(tx, userId, 'followUp', reminder.id);
    }
    return { item, followUp };
  });
}
