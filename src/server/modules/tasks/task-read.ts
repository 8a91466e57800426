import type { TExecutor } from '../../db/client.js';
import type { TTask } from '../../../shared/tasks/tasks.schema.js';
import { notFound } from '../../lib/app-error.js';
import { findTask, toTask } from './tasks.repository.js';

/** One of the caller's tasks as the API answers it; 404 for anyone else's or a missing one. */
export async function readTask(db: TExecutor, userId: string, id: string): Promise<TTask> {
  const row = await findTask(db, userId, id);
  if (!row) throw notFound('Task');
  return toTask(row);
}
