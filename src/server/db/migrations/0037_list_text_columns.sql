-- The `q` filter of the lists (src/server/lib/list.ts, `matchText`) reads a stored, lowercased
-- copy of the row's listed fields instead of computing `upline_list_text(...) ILIKE` per row.
-- A broad query rechecks every candidate row (`acme`, a quarter of a 100,000-contact book:
-- 25,000 rows for the count and again for the page). Per row, ILIKE joined seven strings and
-- lowered the result through the locale's wide characters before matching; a plain LIKE over
-- the stored text does neither, and the count and page of such a query took less than half the
-- time (docs/scaling.md). Same rows as before: ILIKE is lower(text) LIKE lower(pattern).
-- Each trigram index moves to the column, under the same name; the 1- and 2-character prefix
-- indexes stay as they are.
ALTER TABLE contacts ADD COLUMN list_text text GENERATED ALWAYS AS (lower(upline_list_text(first_name, last_name, email, company))) STORED;
--> statement-breakpoint
DROP INDEX contacts_list_text_trgm;
--> statement-breakpoint
CREATE INDEX contacts_list_text_trgm ON contacts USING gin (list_text gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE prospects ADD COLUMN list_text text GENERATED ALWAYS AS (lower(upline_list_text(first_name, last_name, email, company_name))) STORED;
--> statement-breakpoint
DROP INDEX prospects_list_text_trgm;
--> statement-breakpoint
CREATE INDEX prospects_list_text_trgm ON prospects USING gin (list_text gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE team_members ADD COLUMN list_text text GENERATED ALWAYS AS (lower(upline_list_text(first_name, last_name, email))) STORED;
--> statement-breakpoint
DROP INDEX team_members_list_text_trgm;
--> statement-breakpoint
CREATE INDEX team_members_list_text_trgm ON team_members USING gin (list_text gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE activities ADD COLUMN list_text text GENERATED ALWAYS AS (lower(upline_list_text(title, description, content_title))) STORED;
--> statement-breakpoint
DROP INDEX activities_list_text_trgm;
--> statement-breakpoint
CREATE INDEX activities_list_text_trgm ON activities USING gin (list_text gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE tasks ADD COLUMN list_text text GENERATED ALWAYS AS (lower(upline_list_text(title, description, NULL))) STORED;
--> statement-breakpoint
DROP INDEX tasks_list_text_trgm;
--> statement-breakpoint
CREATE INDEX tasks_list_text_trgm ON tasks USING gin (list_text gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE deals ADD COLUMN list_text text GENERATED ALWAYS AS (lower(upline_list_text(title, company, NULL))) STORED;
--> statement-breakpoint
DROP INDEX deals_list_text_trgm;
--> statement-breakpoint
CREATE INDEX deals_list_text_trgm ON deals USING gin (list_text gin_trgm_ops);
