import type { TDb } from '../../db/client.js';
import type { TActivityListQuery } from '../../../shared/activities/activities.schema.js';
import { csvRows } from '../../lib/csv.js';
import { activityFilter, iterateActivities, toActivity } from './activities.repository.js';

const COLUMNS = ['title', 'type', 'status', 'priority', 'completed', 'prospect', 'scheduledAt', 'platform', 'outcome', 'link', 'contentTitle', 'description', 'createdAt'] as const;

/** The activities matching the filters as CSV lines, header first, produced batch by batch. */
export async function* activitiesCsv(db: TDb, userId: string, filters: Pick<TActivityListQuery, 'q' | 'type' | 'status' | 'prospectId'>) {
  yield csvRows([COLUMNS]);
  for await (const batch of iterateActivities(db, activityFilter(userId, filters))) {
    const rows = batch.map((r) => {
      const a = toActivity(r);
      const record: Record<(typeof COLUMNS)[number], unknown> = { ...a, prospect: a.prospect?.name ?? '' };
      return COLUMNS.map((c) => record[c]);
    });
    yield csvRows(rows);
  }
}
