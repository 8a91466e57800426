import type * as z from 'zod';
import type { TDb } from '../../db/client.js';
import { TASK_SUBTASKS_MAX } from '../../../shared/tasks/tasks.constants.js';
import type { TSubtask, TTaskComment, ZSubtaskInput, ZSubtaskUpdate } from '../../../shared/tasks/tasks.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { countSubtasks, deleteCommentRow, deleteSubtaskRow, insertComment, insertSubtasks, listComments, updateSubtaskRow } from './task-items.repository.js';
import { ownsTask } from './task-owner.repository.js';

type TTaskRef = { userId: string; taskId: string };

/** `POST /api/tasks/:id/subtasks`: appended last; a task holds at most TASK_SUBTASKS_MAX. */
export function addSubtask(db: TDb, options: TTaskRef & { input: z.infer<typeof ZSubtaskInput> }): Promise<TSubtask> {
  const { userId, taskId, input } = options;
  return db.transaction(async (tx) => {
    // The task stays locked: two parallel additions take the next positions in turn.
    if (!(await ownsTask(tx, userId, taskId, { lock: true }))) throw notFound('Task');
    if ((await countSubtasks(tx, userId, taskId)) >= TASK_SUBTASKS_MAX) {
      throw new AppError('validation_failed', 'Some fields are invalid', { fields: { title: `A task has at most ${TASK_SUBTASKS_MAX} subtasks` } });
    }
    const [subtask] = await insertSubtasks(tx, userId, taskId, [input]);
    return subtask;
  });
}

export async function updateSubtask(db: TDb, options: TTaskRef & { subtaskId: string; input: z.infer<typeof ZSubtaskUpdate> }): Promise<TSubtask> {
  const subtask = await updateSubtaskRow(db, options.userId, options.taskId, options.subtaskId, options.input);
  if (!subtask) throw notFound('Subtask');
  return subtask;
}

export async function deleteSubtask(db: TDb, options: TTaskRef & { subtaskId: string }): Promise<void> {
  if (!(await deleteSubtaskRow(db, options.userId, options.taskId, options.subtaskId))) throw notFound('Subtask');
}

/** `POST /api/tasks/:id/comments`: written by the signed-in user, answered with the author's name. */
export async function addComment(db: TDb, options: TTaskRef & { authorId: string; body: string }): Promise<TTaskComment> {
  const { userId, taskId } = options;
  if (!(await ownsTask(db, userId, taskId))) throw notFound('Task');
  const id = await insertComment(db, userId, taskId, options.authorId, options.body);
  const [comment] = await listComments(db, userId, taskId, id);
  return comment;
}

export async function deleteComment(db: TDb, options: TTaskRef & { commentId: string }): Promise<void> {
  if (!(await deleteCommentRow(db, options.userId, options.taskId, options.commentId))) throw notFound('Comment');
}
