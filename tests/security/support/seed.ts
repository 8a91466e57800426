import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createUser } from '../../../src/server/test/accounts.js';
import { created } from '../../../src/server/test/records.js';
import { call } from '../../../src/server/test/test-app.js';
import { PNG_BYTES, uploadFile } from '../../../src/server/modules/tasks/tasks.test-support.js';

export type TUser = Awaited<ReturnType<typeof createUser>>;
export type TRecordKind = 'prospect' | 'comment' | 'contact' | 'activity' | 'goal' | 'commission' | 'teamMember' | 'recruit' | 'customTeam' | 'notification' | 'task' | 'subtask' | 'taskComment' | 'attachment' | 'followUp' | 'savedView' | 'deal' | 'checkoutSession' | 'supportTicket' | 'importTemplate' | 'aiChat' | 'teamGoal';
export type TIds = Record<TRecordKind, string>;

export interface TSeeded {
  user: TUser;
  ids: TIds;
  /** Strings only this user's records contain: another user's answers must never show them. */
  markers: string[];
}

/**
 * One of each record, through the API, with the same names and emails for every user (so a
 * filter that forgets the owner would find the other user's twin), and a marker unique to the
 * user in each free-text field.
 */
export async function seedLookAlike(app: FastifyInstance, user: TUser): Promise<TSeeded> {
  const marker = `mk${randomBytes(6).toString('hex')}`;
  // Premium access, so the premium routes (follow-ups) reach their ownership checks and input rules.
  await app.database.query(`update user_profiles set membership_tier = 'premium' where user_id = $1`, [user.userId]);
  const post = (url: string, body: unknown) => created(app, user.cookie, url, body);
  const prospect = await post('/api/prospects', { firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@example.com', phone: '+1 555 0100', notes: `Likes demos ${marker}`, tags: [marker] });
  const comment = await post(`/api/prospects/${prospect.id}/comments`, { body: `Call back ${marker}` });
  const contact = await post('/api/contacts', { firstName: 'Ana', lastName: 'Silva', email: 'ana.silva@example.com', company: `Acme ${marker}`, notes: marker });
  const customTeam = await post('/api/teams', { teamName: 'Top Sellers', description: `Best team ${marker}` });
  const teamMember = await post('/api/team-members', { firstName: 'Carlos', lastName: 'Diaz', email: 'carlos.diaz@example.com', uplineName: `Upline ${marker}`, customTeamId: customTeam.id });
  const recruit = await post('/api/team-members', { firstName: 'Lucia', lastName: 'Diaz', email: 'lucia.diaz@example.com', sponsorId: teamMember.id, externalToolId: marker });
  const activity = await post('/api/activities', { title: 'Follow-up call', type: 'call', prospectId: prospect.id, description: `Discuss ${marker}` });
  const goal = await post('/api/goals', { title: `Recruit five ${marker}`, targetValue: 5 });
  const commission = await post('/api/commissions', { amountCents: 12_345, date: '2026-01-15', teamMemberId: teamMember.id, prospectId: prospect.id, notes: `Bonus ${marker}` });
  const task = await post('/api/tasks', { title: 'Call Maria', description: `Bring samples ${marker}`, prospectId: prospect.id, subtasks: [{ title: `Pack ${marker}` }] });
  const subtask = await post(`/api/tasks/${task.id}/subtasks`, { title: `Print ${marker}` });
  const taskComment = await post(`/api/tasks/${task.id}/comments`, { body: `Said yes ${marker}` });
  const upload = await uploadFile(app, user.cookie, task.id, `${marker}.png`, PNG_BYTES);
  if (upload.statusCode !== 201) throw new Error(`attachment upload: ${upload.statusCode} ${upload.body}`);
  const followUp = await post('/api/follow-ups', { prospectId: prospect.id, dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), notes: `Ask about the kit ${marker}` });
  const savedView = await post('/api/saved-views', { scope: 'tasks', name: 'Overdue calls', state: { q: marker, status: 'overdue' } });
  const deal = await post('/api/deals', { title: 'Starter kits', valueCents: 50_000, stage: 'proposal', closeDate: '2099-03-01', contactId: contact.id, assignedRepId: teamMember.id, notes: `Wants kits ${marker}`, tags: [marker] });
  const checkout = await call(app, 'POST', '/api/billing/checkout', { cookie: user.cookie, body: { product: 'messages_100' } });
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
  const checkoutSession = new URL((checkout.json() as { url: string }).url).pathname.split('/').pop()!;
  const importTemplate = await post('/api/import/templates', { dataType: 'prospects', name: `Expo sheet ${marker}`, mapping: { Email: 'email' } });
  const teamGoal = await post('/api/team-goals', { title: `Grow the team ${marker}`, metric: 'team_size', targetValue: 30, deadline: '2099-12-31' });
  const supportTicket = await post('/api/support/tickets', { subject: `Invoice question ${marker}`, category: 'billing', message: `Where is my invoice ${marker}` });
  await post(`/api/support/tickets/${supportTicket.id}/replies`, { message: `Still waiting ${marker}` });
  // Reaching a goal's target is what notifies its owner.
  const achieved = await post('/api/goals', { title: `Call ten ${marker}`, targetValue: 1 });
  await call(app, 'POST', `/api/goals/${achieved.id}/progress`, { cookie: user.cookie, body: { currentValue: 1 } });
  // A stored AI chat: written straight into the tables, as only an admin (or premium access with AI_FOR_PREMIUM) may chat.
  const [aiChat] = await app.database.query<{ id: string }>('insert into ai_chat_sessions (user_id, title) values ($1, $2) returning id', [user.userId, `Pipeline review ${marker}`]);
  await app.database.query(`insert into ai_chat_messages (session_id, user_id, role, content) values ($1, $2, 'user', $3)`, [aiChat!.id, user.userId, `How is Maria doing ${marker}`]);
  const notifications = (await call(app, 'GET', '/api/notifications', { cookie: user.cookie })).json() as { items: { id: string }[] };
  if (!notifications.items?.length) throw new Error('reaching a goal did not notify its owner: seedLookAlike needs another way to seed a notification');
  const ids: TIds = {
    prospect: prospect.id,
    comment: comment.id,
    contact: contact.id,
    activity: activity.id,
    goal: goal.id,
    commission: commission.id,
    teamMember: teamMember.id,
    recruit: recruit.id,
    customTeam: customTeam.id,
    notification: notifications.items[0].id,
    task: task.id,
    subtask: subtask.id,
    taskComment: taskComment.id,
    attachment: upload.json().id,
    followUp: followUp.id,
    savedView: savedView.id,
    deal: deal.id,
    checkoutSession,
    supportTicket: supportTicket.id,
    importTemplate: importTemplate.id,
    aiChat: aiChat!.id,
    teamGoal: teamGoal.id,
  };
  return { user, ids, markers: [marker, user.userId, user.email, ...Object.values(ids)] };
}
