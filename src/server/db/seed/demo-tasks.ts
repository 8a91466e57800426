import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { TDb } from '../client.js';
import { contacts, prospects, taskComments, taskSubtasks, tasks, teamMembers } from '../schema/index.js';
import type { TPriority } from '../../../shared/activities/activities.constants.js';
import type { TTaskRecurrence, TTaskSettableStatus } from '../../../shared/tasks/tasks.constants.js';
import type { TProspectStatus } from '../../../shared/prospects/prospects.constants.js';
import type { TDemoClock } from './demo-clock.js';

type TPerson = { id: string; firstName: string; lastName: string };
type TDemoTask = {
  title: string;
  description?: string;
  /** Days from today and the UTC hour; null: no due date. */
  due: [number, number] | null;
  priority: TPriority;
  status: TTaskSettableStatus;
  tags?: string[];
  hours?: [number | null, number | null];
  link?: { prospectId: string } | { contactId: string } | { teamMemberId: string };
  assigneeId?: string;
  subtasks?: [string, boolean][];
  comments?: string[];
};

const DAY = 86_400_000;

/** The seller's people, read back from what the demo seed wrote: tasks are about them. */
async function demoPeople(db: TDb, userId: string) {
  const person = { id: prospects.id, firstName: prospects.firstName, lastName: prospects.lastName, status: prospects.status };
  const all = await db.select(person).from(prospects).where(eq(prospects.userId, userId)).orderBy(asc(prospects.createdAt));
  const byStatus = (status: TProspectStatus, n = 0) => all.filter((p) => p.status === status)[n] ?? all[n];
  const contactRows = await db.select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName }).from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.createdAt));
  const team = await db.select({ id: teamMembers.id, firstName: teamMembers.firstName, lastName: teamMembers.lastName }).from(teamMembers).where(eq(teamMembers.userId, userId)).orderBy(asc(teamMembers.joinDate));
  const newest = await db.select({ id: teamMembers.id, firstName: teamMembers.firstName, lastName: teamMembers.lastName }).from(teamMembers).where(eq(teamMembers.userId, userId)).orderBy(desc(teamMembers.joinDate)).limit(2);
  return { byStatus, contacts: contactRows, leaders: team.slice(0, 3), newest };
}

/** A seller's to-do list a week into a busy month: calls, a fair to prepare, her team, her routine. */
function demoTasks(people: Awaited<ReturnType<typeof demoPeople>>): TDemoTask[] {
  const p = (x: TPerson) => ({ prospectId: x.id });
  const c = (x: TPerson) => ({ contactId: x.id });
  const m = (x: TPerson) => ({ teamMemberId: x.id });
  const warm = people.byStatus('warm_prospect');
  const followUp = people.byStatus('follow_up');
  const interested = people.byStatus('interested');
  const interested2 = people.byStatus('interested', 1);
  const enrolled = people.byStatus('enrolled');
  const enrolled2 = people.byStatus('enrolled', 1);
  const cold = people.byStatus('cold_lead');
  const [leader, second] = people.leaders;
  const [newest, newer] = people.newest;
  const [contactA, contactB] = people.contacts;
  return [
    { title: `Call back ${warm.firstName}`, description: 'Missed the call on Tuesday; asked about the skincare line.', due: [1, 10], priority: 'high', status: 'scheduled', tags: ['call'], link: p(warm) },
    { title: `Follow up with ${followUp.firstName} after the demo`, due: [-2, 16], priority: 'urgent', status: 'pending', tags: ['call', 'demo'], link: p(followUp), comments: ['Left a voice message, try WhatsApp next.'] },
    { title: `Send prices and samples to ${interested.firstName}`, due: [0, 17], priority: 'high', status: 'inProgress', link: p(interested), hours: [0.5, 0.25], subtasks: [['Pick the sample pack', true], ['Write the price list', false]] },
    { title: `Answer ${interested2.firstName}'s questions about ingredients`, due: [-1, 12], priority: 'urgent', status: 'pending', link: p(interested2), comments: ['Allergic to nuts: check the Glow serum label first.'] },
    {
      title: 'Prepare the presentation for the wellness fair',
      description: 'Twenty minutes on the stage, then questions. Bring the starter kits.',
      due: [6, 9],
      priority: 'high',
      status: 'inProgress',
      tags: ['event', 'presentation'],
      hours: [4, 1.5],
      subtasks: [['Update the slides with the new prices', false], ['Print 200 flyers', false], ['Book the stand', true]],
      comments: ['Stand B12 confirmed by the organisers.', `Ask ${leader.firstName} to share the testimonial video.`],
    },
    { title: 'Complete training module 4: handling objections', due: [3, 18], priority: 'medium', status: 'pending', tags: ['training'], hours: [2, null] },
    { title: `Welcome call with ${newest.firstName}`, description: 'Walk through the first week plan and the app.', due: [-1, 15], priority: 'high', status: 'pending', tags: ['team'], link: m(newest) },
    { title: `Train ${newer.firstName} on the ordering app`, due: [5, 16], priority: 'medium', status: 'scheduled', tags: ['team', 'training'], link: m(newer), assigneeId: leader.id, hours: [1, null] },
    { title: `Check in with ${second.firstName} about the team bonus`, due: [2, 11], priority: 'medium', status: 'scheduled', link: m(second) },
    { title: `Birthday message to ${contactA.firstName}`, due: [4, 8], priority: 'low', status: 'scheduled', tags: ['personal'], link: c(contactA) },
    { title: `Send the autumn catalogue to ${contactB.firstName}`, due: null, priority: 'low', status: 'pending', link: c(contactB) },
    { title: `Say hello to ${cold.firstName} on Instagram`, due: [2, 13], priority: 'low', status: 'pending', tags: ['social'], link: p(cold) },
    { title: `Prepare the starter kit for ${enrolled.firstName}`, due: [1, 15], priority: 'high', status: 'inProgress', link: p(enrolled), subtasks: [['Serum and cream', true], ['Welcome card', false], ['Shipping label', false]] },
    { title: 'Record an unboxing video', due: null, priority: 'low', status: 'pending', tags: ['content'] },
    { title: 'Plan next month’s goals', due: [10, 9], priority: 'medium', status: 'scheduled', tags: ['planning'], hours: [1, null] },
    { title: 'Quarterly tax paperwork', due: [20, 9], priority: 'low', status: 'pending', tags: ['admin'], hours: [3, null] },
    { title: `Ask ${enrolled2.firstName} for a testimonial`, due: [-5, 11], priority: 'medium', status: 'completed', link: p(enrolled2), comments: ['Recorded a lovely 40-second clip.'] },
    { title: 'Post the Glow serum story', due: [-1, 9], priority: 'low', status: 'completed', tags: ['content', 'social'], hours: [0.5, 0.5] },
    { title: 'Book the room for the opportunity webinar', due: [-8, 10], priority: 'medium', status: 'completed', tags: ['event'], subtasks: [['Compare two venues', true], ['Pay the deposit', true]] },
    { title: `Thank-you note to ${enrolled.firstName}`, due: [-12, 17], priority: 'low', status: 'completed', link: p(enrolled) },
    { title: 'Review the commission statement', due: [-3, 8], priority: 'medium', status: 'completed', tags: ['admin'], hours: [1, 0.75] },
    { title: 'Update the old product catalogue PDF', due: [-40, 9], priority: 'low', status: 'archived', tags: ['content'] },
    { title: 'Reorder business cards', due: null, priority: 'low', status: 'archived' },
  ];
}

const at = (clock: TDemoClock, due: [number, number] | null) => (due ? clock.at(due[0], due[1], 0) : null);
/** Done an hour after it was due, or earlier today when it was due later today. */
const completedAt = (clock: TDemoClock, due: Date | null) => new Date(Math.min(clock.now.getTime() - 60_000, (due ?? clock.now).getTime() + 3_600_000));

/**
 * The demo seller's tasks: follow-ups with her prospects, a fair to prepare, her team and her
 * routine, some overdue, some done or archived, with subtasks and comments; and two series (a
 * weekly team call and a monthly order reminder) with their past occurrences completed.
 */
export async function seedDemoTasks(db: TDb, userId: string, clock: TDemoClock): Promise<void> {
  const people = await demoPeople(db, userId);
  const rows: (typeof tasks.$inferInsert)[] = [];
  const subtasks: (typeof taskSubtasks.$inferInsert)[] = [];
  const comments: (typeof taskComments.$inferInsert)[] = [];
  for (const [i, task] of demoTasks(people).entries()) {
    const id = randomUUID();
    const dueAt = at(clock, task.due);
    const created = new Date(Math.min(clock.now.getTime() - (i + 1) * 600_000, (dueAt ?? clock.now).getTime() - (3 + (i % 5)) * DAY));
    const done = task.status === 'completed' ? completedAt(clock, dueAt) : null;
    const [estimatedHours, actualHours] = task.hours ?? [null, null];
    rows.push({ id, userId, title: task.title, description: task.description ?? null, dueAt, priority: task.priority, status: task.status, completedAt: done, tags: task.tags ?? [], estimatedHours, actualHours, assigneeId: task.assigneeId ?? null, ...task.link, createdAt: created, updatedAt: done ?? created });
    (task.subtasks ?? []).forEach(([title, isDone], position) => subtasks.push({ userId, taskId: id, title, done: isDone, position, createdAt: created, updatedAt: created }));
    (task.comments ?? []).forEach((body, k) => {
      const when = new Date(Math.min(clock.now.getTime() - 120_000, created.getTime() + (k + 1) * 7_200_000));
      comments.push({ userId, taskId: id, authorId: userId, body, createdAt: when, updatedAt: when });
    });
  }
  rows.push(...series(userId, clock, { title: 'Weekly team call', description: 'Telegram group call: wins of the week, one training topic, questions.', recurrence: 'weekly', priority: 'medium', tags: ['team'] }));
  rows.push(...series(userId, clock, { title: 'Monthly order reminder', description: 'Remind the customers on autoship to confirm their order.', recurrence: 'monthly', priority: 'high', tags: ['customers'] }));
  await db.insert(tasks).values(rows);
  await db.insert(taskSubtasks).values(subtasks);
  await db.insert(taskComments).values(comments);
}

/**
 * A recurring task with its history, as completing each occurrence made it: past occurrences
 * completed, each the previous of the next, and the next one open. The owner's zone is UTC.
 */
function series(userId: string, clock: TDemoClock, base: { title: string; description: string; recurrence: Exclude<TTaskRecurrence, 'none'>; priority: TPriority; tags: string[] }) {
  const now = clock.now;
  let dues: Date[];
  if (base.recurrence === 'weekly') {
    // Mondays at 17:00 UTC: the next one, and the three before it.
    const untilMonday = ((8 - now.getUTCDay()) % 7) || 7;
    const next = clock.at(untilMonday, 17, 0);
    dues = [3, 2, 1, 0].map((w) => new Date(next.getTime() - w * 7 * DAY));
  } else {
    // The 1st of each month at 09:00 UTC: the last one that has passed, and the next.
    let month = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 9);
    if (month > now.getTime()) month = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1, 9);
    const first = new Date(month);
    dues = [first, new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1, 9))];
  }
  const seriesId = randomUUID();
  let previousId: string | null = null;
  return dues.map((dueAt, occurrence) => {
    const id = occurrence === 0 ? seriesId : randomUUID();
    const open = occurrence === dues.length - 1;
    const done = open ? null : completedAt(clock, dueAt);
    const created = occurrence === 0 ? new Date(dueAt.getTime() - 5 * DAY) : completedAt(clock, dues[occurrence - 1]);
    const row = { id, userId, ...base, dueAt, status: open ? 'pending' : 'completed', completedAt: done, seriesId, seriesAnchorAt: dues[0], occurrence, previousId, createdAt: created, updatedAt: done ?? created };
    previousId = id;
    return row;
  });
}
