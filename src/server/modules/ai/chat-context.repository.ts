import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { contacts, prospects, teamMembers } from '../../db/schema/index.js';

/** Characters of a record's notes given to the assistant. */
const NOTES_CHARS = 200;

export interface TContextProspect {
  id: string;
  firstName: string;
  name: string;
  status: string;
  company: string | null;
  source: string | null;
  leadScore: number;
  funnelStage: string | null;
  lastActivityAt: Date | null;
  lastContacted: Date | null;
  tags: string[];
  notes: string | null;
}
export interface TContextMember {
  id: string;
  name: string;
  rank: string;
  role: string;
  status: string;
  joinDate: string | null;
}
export interface TContextContact {
  id: string;
  name: string;
  status: string;
  company: string | null;
  role: string | null;
  lastContacted: Date | null;
}

const clip = (notes: string | null) => (notes && notes.length > NOTES_CHARS ? `${notes.slice(0, NOTES_CHARS)}…` : notes);

/**
 * The selected records, looked up again under the owner: an id of another user's record finds
 * nothing and is dropped here, before anything is written for a provider. The ids are bounded by
 * the request schema (AI_LIMITS.selectedPerKind).
 */
export async function findSelectedProspects(db: TExecutor, userId: string, ids: string[]): Promise<TContextProspect[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(prospects).where(and(eq(prospects.userId, userId), inArray(prospects.id, ids))).limit(ids.length);
  return rows.map((p) => ({
    id: p.id,
    firstName: p.firstName,
    name: `${p.firstName} ${p.lastName}`.trim(),
    status: p.status,
    company: p.companyName,
    source: p.source,
    leadScore: p.leadScore,
    funnelStage: p.funnelStage,
    lastActivityAt: p.lastActivityAt,
    lastContacted: p.lastContacted,
    tags: p.tags,
    notes: clip(p.notes),
  }));
}

export async function findSelectedMembers(db: TExecutor, userId: string, ids: string[]): Promise<TContextMember[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(teamMembers).where(and(eq(teamMembers.userId, userId), inArray(teamMembers.id, ids))).limit(ids.length);
  return rows.map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim(), rank: m.rank, role: m.role, status: m.status, joinDate: m.joinDate }));
}

export async function findSelectedContacts(db: TExecutor, userId: string, ids: string[]): Promise<TContextContact[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(contacts).where(and(eq(contacts.userId, userId), inArray(contacts.id, ids))).limit(ids.length);
  return rows.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), status: c.status, company: c.company, role: c.role, lastContacted: c.lastContacted }));
}
