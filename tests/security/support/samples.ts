import { keyOf, paramPrefix, paramsOf, type TRoute } from './routes.js';
import type { TIds, TRecordKind } from './seed.js';

/** Records every user may address, such as announcements: no owner, so no "another user's" 404. */
export const SHARED = 'shared';

/**
 * Which seeded record fills a path parameter, keyed by the URL up to that parameter. A new
 * parameterised route without an entry makes the authorization matrix fail, so it stays complete.
 */
export const PARAM_RECORDS: Record<string, TRecordKind | typeof SHARED> = {
  '/api/prospects/:id': 'prospect',
  '/api/prospects/:id/comments/:commentId': 'comment',
  '/api/contacts/:id': 'contact',
  '/api/activities/:id': 'activity',
  '/api/goals/:id': 'goal',
  '/api/commissions/:id': 'commission',
  '/api/team-members/:id': 'recruit',
  '/api/teams/:id': 'customTeam',
  '/api/teams/:id/members/:teamMemberId': 'teamMember',
  '/api/notifications/:id': 'notification',
  '/api/tasks/:id': 'task',
  '/api/tasks/:id/subtasks/:subtaskId': 'subtask',
  '/api/tasks/:id/comments/:commentId': 'taskComment',
  '/api/tasks/:id/attachments/:attachmentId': 'attachment',
  '/api/follow-ups/:id': 'followUp',
  '/api/calendar/items/task/:id': 'task',
  '/api/calendar/items/activity/:id': 'activity',
  '/api/calendar/items/followUp/:id': 'followUp',
  // Also fills '/api/deals/:id/activity': a parameter is looked up by the URL up to it.
  '/api/deals/:id': 'deal',
  '/api/funnel/prospects/:id': 'prospect',
  '/api/saved-views/:id': 'savedView',
  '/api/billing/checkout/:sessionId': 'checkoutSession',
  // Also fills its /pay and /cancel.
  '/api/billing/test-checkout/:sessionId': 'checkoutSession',
  // Also fills its /replies.
  '/api/support/tickets/:id': 'supportTicket',
  '/api/admin/tickets/:id': 'supportTicket',
  '/api/import/templates/:id': 'importTemplate',
  // A data type (prospects, contacts, team-members, activities), not a record: an unknown one is 404.
  '/api/import/:dataType': SHARED,
  '/api/ai/sessions/:id': 'aiChat',
  '/api/team-goals/:id': 'teamGoal',
  '/api/announcements/:id': SHARED,
  '/api/admin/announcements/:id': SHARED,
  // A user account, not a record with an owner; also fills its /ban and /unban.
  '/api/admin/users/:id': SHARED,
};

/** Body and query fields that point at another record: a foreign id there must be refused. */
export const REFERENCE_FIELDS: Record<string, TRecordKind> = {
  prospectId: 'prospect',
  teamMemberId: 'teamMember',
  sponsorId: 'teamMember',
  rootId: 'teamMember',
  customTeamId: 'customTeam',
  contactId: 'contact',
  assignedRepId: 'teamMember',
};

type TBodyOf = (ids: TIds, unique: string) => unknown;

/** A valid body for each mutation route (undefined: the route takes none). */
const BODIES: Record<string, TBodyOf> = {
  'PATCH /api/me': () => ({ city: 'Lyon', company: 'Acme' }),
  'DELETE /api/me': () => undefined,
  'POST /api/billing/checkout': () => ({ product: 'messages_100' }),
  'POST /api/billing/trial': () => undefined,
  'POST /api/billing/portal': () => undefined,
  'POST /api/billing/test-portal': () => ({ action: 'resume' }),
  'POST /api/billing/test-checkout/:sessionId/pay': () => undefined,
  'POST /api/billing/test-checkout/:sessionId/cancel': () => undefined,
  'POST /api/prospects': (_, u) => ({ firstName: 'Maria', lastName: 'Lopez', email: `maria.${u}@example.com` }),
  'PATCH /api/prospects/:id': () => ({ notes: 'Updated notes', leadScore: 40 }),
  'DELETE /api/prospects/:id': () => undefined,
  'POST /api/prospects/:id/comments': () => ({ body: 'Called, no answer' }),
  'DELETE /api/prospects/:id/comments/:commentId': () => undefined,
  'POST /api/prospects/:id/engagement': () => ({ kind: 'page_time', seconds: 90 }),
  'POST /api/contacts': (_, u) => ({ firstName: 'Ana', lastName: 'Silva', email: `ana.${u}@example.com` }),
  'PATCH /api/contacts/:id': () => ({ notes: 'Met at the fair' }),
  'DELETE /api/contacts/:id': () => undefined,
  'POST /api/activities': (ids) => ({ title: 'Demo', type: 'demo', prospectId: ids.prospect }),
  'PATCH /api/activities/:id': (ids) => ({ title: 'Demo moved', prospectId: ids.prospect }),
  'DELETE /api/activities/:id': () => undefined,
  'POST /api/goals': () => ({ title: 'Sell ten', targetValue: 10 }),
  'PATCH /api/goals/:id': () => ({ title: 'Sell twelve', targetValue: 12 }),
  'POST /api/goals/:id/progress': () => ({ increment: 1 }),
  'POST /api/goals/:id/archive': () => undefined,
  'POST /api/goals/:id/unarchive': () => undefined,
  'POST /api/goals/:id/reset': () => undefined,
  'DELETE /api/goals/:id': () => undefined,
  'POST /api/commissions': (ids) => ({ amountCents: 5_000, date: '2026-02-01', teamMemberId: ids.teamMember, prospectId: ids.prospect }),
  'PATCH /api/commissions/:id': (ids) => ({ notes: 'Paid late', teamMemberId: ids.teamMember }),
  'DELETE /api/commissions/:id': () => undefined,
  'POST /api/team-members': (ids, u) => ({ firstName: 'Lucia', lastName: 'Diaz', email: `lucia.${u}@example.com`, sponsorId: ids.teamMember, customTeamId: ids.customTeam }),
  'PATCH /api/team-members/:id': (ids) => ({ uplineName: 'Carlos', sponsorId: ids.teamMember, customTeamId: ids.customTeam }),
  'PUT /api/team-members/:id': (ids) => ({ uplineName: 'Carlos', sponsorId: ids.teamMember, customTeamId: ids.customTeam }),
  'DELETE /api/team-members/:id': () => undefined,
  'POST /api/teams': () => ({ teamName: 'Rising Stars' }),
  'PATCH /api/teams/:id': () => ({ description: 'Weekly calls' }),
  'DELETE /api/teams/:id': () => undefined,
  'POST /api/teams/:id/members': (ids) => ({ teamMemberId: ids.recruit }),
  'DELETE /api/teams/:id/members/:teamMemberId': () => undefined,
  'PATCH /api/notifications/:id': () => ({ isRead: true }),
  'DELETE /api/notifications/:id': () => undefined,
  'POST /api/notifications/mark-all-read': () => undefined,
  'POST /api/notifications/clear-read': () => undefined,
  'POST /api/announcements/:id/read': () => undefined,
  'POST /api/admin/announcements': () => ({ title: 'Maintenance', content: 'Sunday 2am' }),
  'PATCH /api/admin/announcements/:id': () => ({ title: 'Maintenance moved' }),
  'DELETE /api/admin/announcements/:id': () => undefined,
  'POST /api/search': () => ({ query: 'Maria' }),
  'POST /api/support/tickets': () => ({ subject: 'Invoice copy', category: 'billing', message: 'Please send my March invoice again.', priority: 'low' }),
  'POST /api/support/tickets/:id/replies': () => ({ message: 'Any news on this?' }),
  'PATCH /api/admin/tickets/:id': () => ({ status: 'inprogress', priority: 'high' }),
  'PATCH /api/admin/users/:id': () => ({ membershipTier: 'premium' }),
  'POST /api/admin/users/:id/ban': () => ({ reason: 'Spam', days: 7 }),
  'POST /api/admin/users/:id/unban': () => undefined,
  'POST /api/tasks': (ids) => ({ title: 'Call Maria', prospectId: ids.prospect }),
  'PATCH /api/tasks/:id': (ids) => ({ title: 'Call Maria back', status: 'completed', prospectId: ids.prospect }),
  'DELETE /api/tasks/:id': () => undefined,
  'POST /api/tasks/bulk': (ids) => ({ action: 'complete', ids: [ids.task] }),
  'POST /api/tasks/:id/duplicate': () => undefined,
  'POST /api/tasks/:id/subtasks': () => ({ title: 'Bring samples' }),
  'PATCH /api/tasks/:id/subtasks/:subtaskId': () => ({ title: 'Bring more samples', done: true }),
  'DELETE /api/tasks/:id/subtasks/:subtaskId': () => undefined,
  'POST /api/tasks/:id/comments': () => ({ body: 'Called, no answer' }),
  'DELETE /api/tasks/:id/comments/:commentId': () => undefined,
  'POST /api/tasks/:id/attachments': () => undefined,
  'DELETE /api/tasks/:id/attachments/:attachmentId': () => undefined,
  'PUT /api/follow-ups/rules': () => ({ noContact: { enabled: true, days: 10 } }),
  'POST /api/follow-ups': (ids) => ({ prospectId: ids.prospect, dueAt: '2099-03-01T10:00:00.000Z', notes: 'Call back' }),
  'PATCH /api/follow-ups/:id': () => ({ notes: 'Call back later', status: 'done' }),
  'DELETE /api/follow-ups/:id': () => undefined,
  'POST /api/calendar/items': (ids) => ({ type: 'task', title: 'Call Maria', date: '2099-03-01', time: '10:00', followUpAt: '2099-03-08T10:00:00.000Z', prospectId: ids.prospect }),
  'PATCH /api/calendar/items/task/:id': () => ({ start: '2099-03-02T10:00:00.000Z' }),
  'PATCH /api/calendar/items/activity/:id': () => ({ start: '2099-03-02T10:00:00.000Z' }),
  'PATCH /api/calendar/items/followUp/:id': () => ({ start: '2099-03-02T10:00:00.000Z' }),
  'POST /api/deals': (ids) => ({ title: 'Starter kits', valueCents: 50_000, stage: 'proposal', closeDate: '2099-03-01', contactId: ids.contact, assignedRepId: ids.teamMember }),
  'PATCH /api/deals/:id': (ids) => ({ title: 'Starter kits, moved', stage: 'negotiation', contactId: ids.contact, assignedRepId: ids.teamMember }),
  'DELETE /api/deals/:id': () => undefined,
  'PATCH /api/funnel/prospects/:id': () => ({ stage: 'contacted' }),
  'POST /api/saved-views': (_, u) => ({ scope: 'tasks', name: `Overdue ${u}`, state: { status: 'overdue', view: 'kanban' } }),
  'POST /api/ai/compliance': () => ({ text: 'Join my team and earn $10,000 a month' }),
  'POST /api/chat': (ids) => ({ messages: [{ role: 'user', content: 'Summarise Maria' }], includeUserData: true, selectedData: { prospects: [ids.prospect], teamMembers: [ids.teamMember], contacts: [ids.contact] } }),
  'PATCH /api/ai/sessions/:id': (_, u) => ({ title: `Pipeline ${u}` }),
  'DELETE /api/ai/sessions/:id': () => undefined,
  'PATCH /api/saved-views/:id': (_, u) => ({ name: `Late ${u}`, state: { status: 'pending' } }),
  'DELETE /api/saved-views/:id': () => undefined,
  'PATCH /api/team-goals/:id': (_, u) => ({ title: `Grow faster ${u}` }),
  'DELETE /api/team-goals/:id': () => undefined,
  'DELETE /api/import/templates/:id': () => undefined,
};

export const hasSampleBody = (route: TRoute) => keyOf(route) in BODIES;

/** A valid body for the route built on the caller's own records; `{}` for a route without a sample. */
export function sampleBody(route: TRoute, ids: TIds, unique: string): unknown {
  const of = BODIES[keyOf(route)];
  return of ? of(ids, unique) : {};
}

/**
 * Path values of the caller's own records for every parameter of the route; the prefixes the
 * suite has no record for; and whether a parameter names a shared record (left unset).
 */
export function pathValues(url: string, ids: TIds): { values: Record<string, string>; missing: string[]; shared: boolean } {
  const values: Record<string, string> = {};
  const missing: string[] = [];
  let shared = false;
  for (const name of paramsOf(url)) {
    const prefix = paramPrefix(url, name);
    const kind = PARAM_RECORDS[prefix];
    if (kind === SHARED) shared = true;
    else if (kind) values[name] = ids[kind];
    else missing.push(prefix);
  }
  return { values, missing, shared };
}
