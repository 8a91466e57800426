import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';
import { teamMembers } from './team.js';

/** A seller's own grouping of team members (spec: user_defined_teams). */
export const userDefinedTeams = pgTable(
  'user_defined_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    teamName: text('team_name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [index('user_defined_teams_owner_idx').on(t.userId)],
);

/** Membership of a custom team; the unique index is the rule "at most one custom team each". */
export const customTeamMembers = pgTable(
  'custom_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => userDefinedTeams.id, { onDelete: 'cascade' }),
    teamMemberId: uuid('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_team_members_member_uq').on(t.teamMemberId), index('custom_team_members_team_idx').on(t.teamId)],
);
