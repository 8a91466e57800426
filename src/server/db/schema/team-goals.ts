import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';

/**
 * A goal the leader sets for the whole team (spec 02 §3 "Team goal: current, target, deadline").
 * For a measured metric (team size, new members, activities, commissions) the current value is
 * read from the team's records; `current_value` holds it only for `custom` goals.
 */
export const teamGoals = pgTable(
  'team_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    title: text('title').notNull(),
    /** team_size, active_members, new_members, team_activities, commissions_cents or custom. */
    metric: text('metric').notNull(),
    currentValue: integer('current_value').notNull().default(0),
    targetValue: integer('target_value').notNull(),
    /** The day the goal is due (the leader's calendar day). */
    deadline: date('deadline').notNull(),
    /** Where a measured goal starts counting from (new members, activities, commissions). */
    startDate: date('start_date').notNull(),
    ...timestamps(),
  },
  (t) => [index('team_goals_owner_deadline_idx').on(t.userId, t.deadline)],
);
