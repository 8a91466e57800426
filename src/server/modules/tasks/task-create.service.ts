import { randomUUID } from 'node:crypto';
import type { TDb } from '../../db/client.js';
import type { TFreePlanLimits } from '../../../shared/limits/free-plan.rules.js';
import type { TTask, TTaskCreate } from '../../../shared/tasks/tasks.schema.js';
import { notFound } from '../../lib/app-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { assertWithinFreePlan } from '../limits/limits.service.js';
import { copySubtasks, insertSubtasks } from './task-items.repository.js';
import { ownerSettings } from './task-owner.repository.js';
import { assertOwnPeople, createValues } from './task-values.js';
import { insertTask, lockTasks, type TTaskValues } from './tasks.repository.js';
import { readTask } from './task-read.js';

const TITLE_MAX = 200;

/**
 * `POST /api/tasks`, and the calendar's new items: a task with its subtasks, within the free
 * plan (checked in the inserting transaction, so parallel creations cannot pass the limit).
 */
export function createTask(db: TDb, options: { userId: string; input: TTaskCreate; limits: TFreePlanLimits }): Promise<TTask> {
  const { userId, input } = options;
  return db.transaction(async (tx) => {
    await assertWithinFreePlan(tx, options.limits, userId, 'tasks');
    await assertOwnPeople(tx, userId, input);
    const id = await insertTask(tx, userId, createValues(randomUUID(), input, new Date()));
    await insertSubtasks(tx, userId, id, input.subtasks);
    return readTask(tx, userId, id);
  });
}

/**
 * `POST /api/tasks/:id/duplicate`: an open copy titled "<title> (copy)" in the owner's language,
 * with the same content, links and subtasks (none done), and no comments or files. A recurring
 * copy starts a series of its own.
 */
export function duplicateTask(db: TDb, options: { userId: string; id: string; limits: TFreePlanLimits }): Promise<TTask> {
  const { userId } = options;
  return db.transaction(async (tx) => {
    const [source] = await lockTasks(tx, userId, [options.id]);
    if (!source) throw notFound('Task');
    await assertWithinFreePlan(tx, options.limits, userId, 'tasks');
    const { language } = await ownerSettings(tx, userId);
    const title = [...translatorFor(language, 'tasks')('copyTitle', { title: source.title })].slice(0, TITLE_MAX).join('');
    const status = source.status === 'completed' || source.status === 'archived' ? 'pending' : (source.status as TTaskCreate['status']);
    const values: TTaskValues = createValues(
      randomUUID(),
      {
        title,
        description: source.description,
        dueAt: source.dueAt?.toISOString() ?? null,
        remindAt: source.remindAt?.toISOString() ?? null,
        priority: source.priority as TTaskCreate['priority'],
        recurrence: source.recurrence as TTaskCreate['recurrence'],
        status,
        tags: source.tags,
        estimatedHours: source.estimatedHours,
        actualHours: null,
        assigneeId: source.assigneeId,
        prospectId: source.prospectId,
        contactId: source.contactId,
        teamMemberId: source.teamMemberId,
        subtasks: [],
      },
      new Date(),
    );
    const id = await insertTask(tx, userId, values);
    await copySubtasks(tx, userId, source.id, id);
    return readTask(tx, userId, id);
  });
}
