-- The trigram indexes behind the lists' `q` filter lead with the owner, as the `search_terms`
-- index of migration 0038 does (`btree_gin`). Every list filters `user_id = $1 AND ...`: with
-- the trigrams alone in an index, a word that many owners' rows share (a company name, a common
-- surname) gave the planner every owner's matches to AND with the owner's rows, or, cheaper in
-- its eyes, all of the owner's rows to recheck one by one. With the owner in the index the
-- posting lists are intersected inside one index scan and only the owner's candidates are
-- rechecked. At 100,000 contacts among 495,000 (docs/scaling.md, "List filters"), on PostgreSQL:
-- the exact count of `acme` (a quarter of them) 32-45 → 15 ms, `schmidt` 25 → 10 ms, the
-- two-letter name prefix `mü` 20-29 → 6 ms.
-- - `list_text` (3+ characters, migration 0037): the same trigrams plus one owner entry per row.
-- - First and last names (1-2 characters match their start; the people list's name search): the
--   two single-column indexes become one over the owner and both names, one index less to write.
-- - An activity's and a task's title (the 1-2 character prefix of their lists).
-- An index that leads with the owner still answers a condition on its trigram columns alone.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_list_text_trgm;
--> statement-breakpoint
CREATE INDEX contacts_list_text_trgm ON contacts USING gin (user_id, list_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS prospects_list_text_trgm;
--> statement-breakpoint
CREATE INDEX prospects_list_text_trgm ON prospects USING gin (user_id, list_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS team_members_list_text_trgm;
--> statement-breakpoint
CREATE INDEX team_members_list_text_trgm ON team_members USING gin (user_id, list_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS activities_list_text_trgm;
--> statement-breakpoint
CREATE INDEX activities_list_text_trgm ON activities USING gin (user_id, list_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS tasks_list_text_trgm;
--> statement-breakpoint
CREATE INDEX tasks_list_text_trgm ON tasks USING gin (user_id, list_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS deals_list_text_trgm;
--> statement-breakpoint
CREATE INDEX deals_list_text_trgm ON deals USING gin (user_id, list_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_first_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_last_name_trgm;
--> statement-breakpoint
CREATE INDEX contacts_names_trgm ON contacts USING gin (user_id, lower(first_name) gin_trgm_ops, lower(last_name) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS prospects_first_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS prospects_last_name_trgm;
--> statement-breakpoint
CREATE INDEX prospects_names_trgm ON prospects USING gin (user_id, lower(first_name) gin_trgm_ops, lower(last_name) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS team_members_first_name_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS team_members_last_name_trgm;
--> statement-breakpoint
CREATE INDEX team_members_names_trgm ON team_members USING gin (user_id, lower(first_name) gin_trgm_ops, lower(last_name) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS activities_title_trgm;
--> statement-breakpoint
CREATE INDEX activities_title_trgm ON activities USING gin (user_id, lower(title) gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS tasks_title_trgm;
--> statement-breakpoint
CREATE INDEX tasks_title_trgm ON tasks USING gin (user_id, lower(title) gin_trgm_ops);
--> statement-breakpoint
-- The team list's default order (by last name, as contacts since 0039): its first page read 20 rows
-- of the index instead of sorting the owner's 20,000 members (p50 39 ms), and a filtered page can
-- walk it (`readPage`).
CREATE INDEX IF NOT EXISTS team_members_owner_last_name_idx ON team_members (user_id, last_name, id);
