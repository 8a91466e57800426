import type { TDb } from '../../db/client.js';
import type { TFreePlanLimits } from '../../../shared/limits/free-plan.rules.js';
import { CONTACT_MESSAGES, type TContactCreate, type TContactListQuery, type TContactUpdate } from '../../../shared/contacts/contacts.schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isUniqueViolation, pageOf } from '../../lib/list.js';
import { createProspectIn } from '../prospects/prospects.service.js';
import { createTeamMemberIn } from '../team/team.service.js';
import { deleteContact, findContact, findContactByEmail, insertContact, listContacts, toContact, updateContact, type TContactInsert } from './contacts.repository.js';

const duplicateEmail = () => new AppError('conflict', CONTACT_MESSAGES.duplicateEmail, { fields: { email: CONTACT_MESSAGES.duplicateEmail } });

function toValues(input: TContactUpdate): Partial<TContactInsert> {
  const { lastContacted, ...rest } = input;
  return { ...rest, ...(lastContacted !== undefined && { lastContacted: lastContacted ? new Date(lastContacted) : null }) };
}

export async function listMyContacts(db: TDb, userId: string, query: TContactListQuery) {
  const { rows, total } = await listContacts(db, userId, query);
  return pageOf(rows.map(toContact), total, query);
}

export async function getContact(db: TDb, userId: string, id: string) {
  const row = await findContact(db, userId, id);
  if (!row) throw notFound('Contact');
  return toContact(row);
}

/**
 * One transaction: the contact, and on request the same person as a prospect and/or a team
 * member (each under its free-plan limit). Either everything is saved or nothing is.
 */
export async function createContact(db: TDb, limits: TFreePlanLimits, userId: string, input: TContactCreate) {
  const { alsoAddAsProspect, alsoAddAsTeamMember, ...values } = input;
  return db.transaction(async (tx) => {
    if (await findContactByEmail(tx, userId, values.email)) throw duplicateEmail();
    let row;
    try {
      row = await tx.transaction((sp) => insertContact(sp, userId, toValues(values) as TContactInsert));
    } catch (error) {
      if (isUniqueViolation(error, 'contacts_owner_email_uq')) throw duplicateEmail();
      throw error;
    }
    const person = { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone };
    if (alsoAddAsProspect) {
      await createProspectIn(tx, limits, userId, { ...person, status: 'cold_lead', socialMedia: {}, leadScore: 0, tags: [], source: values.source ?? null });
    }
    if (alsoAddAsTeamMember) {
      await createTeamMemberIn(tx, limits, userId, { ...person, rank: 'associate', role: 'partner', status: 'active' });
    }
    return toContact((await findContact(tx, userId, row.id)) ?? row);
  });
}

export async function updateMyContact(db: TDb, userId: string, id: string, input: TContactUpdate) {
  return db.transaction(async (tx) => {
    if (input.email) {
      const other = await findContactByEmail(tx, userId, input.email);
      if (other && other.id !== id) throw duplicateEmail();
    }
    let row;
    try {
      row = await tx.transaction((sp) => updateContact(sp, userId, id, toValues(input)));
    } catch (error) {
      if (isUniqueViolation(error, 'contacts_owner_email_uq')) throw duplicateEmail();
      throw error;
    }
    if (!row) throw notFound('Contact');
    return toContact(row);
  });
}

export async function deleteMyContact(db: TDb, userId: string, id: string): Promise<void> {
  if (!(await deleteContact(db, userId, id))) throw notFound('Contact');
}
