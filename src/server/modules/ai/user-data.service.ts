import type { TExecutor } from '../../db/client.js';
import { AI_LIMITS, type TUserData } from '../../../shared/ai/chat.schema.js';
import { listUserData } from './user-data.repository.js';

/** `GET /api/user-data`: the owner's prospects, team members and contacts for the data selector, bounded. */
export async function getUserData(db: TExecutor, userId: string, q: string | undefined): Promise<TUserData> {
  const limit = AI_LIMITS.userDataPerKind;
  const [prospects, teamMembers, contacts] = await Promise.all([
    listUserData(db, userId, 'prospects', q, limit),
    listUserData(db, userId, 'teamMembers', q, limit),
    listUserData(db, userId, 'contacts', q, limit),
  ]);
  return {
    prospects: prospects.rows,
    teamMembers: teamMembers.rows,
    contacts: contacts.rows,
    totals: { prospects: prospects.total, teamMembers: teamMembers.total, contacts: contacts.total },
  };
}
