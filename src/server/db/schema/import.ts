import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerColumn, timestamps } from './common.js';

/**
 * A saved column mapping of the import wizard (spec 02 §3 "Import mapping template"), per user and
 * data type: `mapping` is `{csvHeader: fieldName}`.
 */
export const importMappingTemplates = pgTable(
  'import_mapping_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    /** prospects, contacts, team-members or activities. */
    dataType: text('data_type').notNull(),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [uniqueIndex('import_templates_owner_type_name_uq').on(t.userId, t.dataType, sql`lower(${t.name})`)],
);
