import type { TDb } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/list.js';
import {
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_PER_SCOPE_MAX,
  type TSavedView,
  type TSavedViewCreate,
  type TSavedViewList,
  type TSavedViewScope,
  type TSavedViewUpdate,
} from '../../../shared/saved-views/saved-views.schema.js';
import { countViews, deleteView, insertView, listViews, lockScope, SAVED_VIEW_NAME_INDEX, updateView, type TSavedViewRow } from './saved-views.repository.js';

function toSavedView(row: TSavedViewRow): TSavedView {
  return {
    id: row.id,
    scope: row.scope as TSavedViewScope,
    name: row.name,
    state: row.state as TSavedView['state'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const duplicateName = () => new AppError('conflict', SAVED_VIEW_MESSAGES.duplicateName, { fields: { name: SAVED_VIEW_MESSAGES.duplicateName } });

/** The unique index, not a look-up first, decides a duplicate name: two saves at once cannot both pass. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SAVED_VIEW_NAME_INDEX)) throw duplicateName();
    throw error;
  }
}

export async function listSavedViews(db: TDb, userId: string, scope?: TSavedViewScope): Promise<TSavedViewList> {
  return { items: (await listViews(db, userId, scope)).map(toSavedView) };
}

/** Saves a list's state under a name: unique per list (case-insensitive), at most SAVED_VIEWS_PER_SCOPE_MAX per list. */
export async function createSavedView(db: TDb, userId: string, input: TSavedViewCreate): Promise<TSavedView> {
  const row = await uniqueName(() =>
    db.transaction(async (tx) => {
      await lockScope(tx, userId, input.scope);
      if ((await countViews(tx, userId, input.scope)) >= SAVED_VIEWS_PER_SCOPE_MAX) {
        throw new AppError('conflict', SAVED_VIEW_MESSAGES.tooMany, { reason: 'saved_views_full', details: { max: SAVED_VIEWS_PER_SCOPE_MAX } });
      }
      return insertView(tx, userId, input);
    }),
  );
  return toSavedView(row);
}

/** Renames a view, or overwrites its state with the list's current one. */
export async function updateSavedView(db: TDb, userId: string, id: string, input: TSavedViewUpdate): Promise<TSavedView> {
  const row = await uniqueName(() => updateView(db, userId, id, input));
  if (!row) throw notFound('Saved view');
  return toSavedView(row);
}

export async function deleteSavedView(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteView(db, userId, id))) throw notFound('Saved view');
}
