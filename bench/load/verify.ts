import type { TDatabase } from '../../src/server/db/client.js';
import type { TAckedWrite } from './scenario.js';

const TABLE = { prospect: 'prospects', 'prospect-notes': 'prospects', activity: 'activities', task: 'tasks', deal: 'deals', goal: 'goals' } as const;

/**
 * Every acknowledged write, looked up in the database after the run: the row exists, belongs to
 * the user who wrote it, and (for a PATCH) holds the last value the server confirmed, or a later
 * one of the same user. Answers the writes that are not there.
 */
export async function lostWrites(database: Pick<TDatabase, 'query'>, acked: TAckedWrite[]): Promise<TAckedWrite[]> {
  const lost: TAckedWrite[] = [];
  for (const kind of ['prospect', 'activity', 'task', 'deal', 'goal'] as const) {
    const writes = acked.filter((w) => w.kind === kind);
    const rows = await database.query<{ id: string; user_id: string }>(`select id, user_id from ${TABLE[kind]} where id = any($1::uuid[])`, [writes.map((w) => w.id)]);
    const owner = new Map(rows.map((r) => [r.id, r.user_id]));
    lost.push(...writes.filter((w) => owner.get(w.id) !== w.userId));
  }
  // Each prospect is patched by one connection, one request at a time: its last confirmed note wins.
  const lastNote = new Map<string, TAckedWrite>();
  for (const w of acked) if (w.kind === 'prospect-notes') lastNote.set(w.id, w);
  const rows = await database.query<{ id: string; notes: string | null }>('select id, notes from prospects where id = any($1::uuid[])', [[...lastNote.keys()]]);
  const notes = new Map(rows.map((r) => [r.id, r.notes]));
  lost.push(...[...lastNote.values()].filter((w) => notes.get(w.id) !== w.value));
  return lost;
}
