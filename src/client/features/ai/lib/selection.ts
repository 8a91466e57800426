import type { TSelectedData, TUserDataRecord } from '@shared/ai/chat.schema';

export const DATA_KINDS = ['prospects', 'teamMembers', 'contacts'] as const;
export type TDataKind = (typeof DATA_KINDS)[number];

/** The records connected to the chat, kept whole so the Data tab can name them. */
export type TSelection = Record<TDataKind, TUserDataRecord[]>;

export const EMPTY_SELECTION: TSelection = { prospects: [], teamMembers: [], contacts: [] };

export function selectionCount(selection: TSelection): number {
  return DATA_KINDS.reduce((sum, kind) => sum + selection[kind].length, 0);
}

/** What `POST /api/chat` takes: the ids only (the server looks each one up again under the signed-in owner). */
export function selectedIds(selection: TSelection): TSelectedData {
  return {
    prospects: selection.prospects.map((r) => r.id),
    teamMembers: selection.teamMembers.map((r) => r.id),
    contacts: selection.contacts.map((r) => r.id),
  };
}
