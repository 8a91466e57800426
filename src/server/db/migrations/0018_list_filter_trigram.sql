-- The `q` filter of the contacts, prospects, team and activities lists (src/server/lib/list.ts,
-- `matchText`): 3+ characters match a case-insensitive substring of any listed field. One text
-- per row joins those fields with U+001F between them (a control character nobody types, and a
-- word break for pg_trgm), so one trigram GIN index per table answers `ILIKE '%q%'` and a match
-- never spans two fields. The planner ANDs it with an owner index: btree_gin could put the owner
-- in the GIN index itself, but loaded beside btree_gist in PGlite it breaks the GiST name search
-- (see 0012). Written with || and coalesce only (immutable), so the planner inlines the function
-- and the index recheck costs no function call.
CREATE OR REPLACE FUNCTION upline_list_text(a text, b text, c text, d text DEFAULT NULL) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT E'\x1f' || coalesce(a, '') || E'\x1f' || coalesce(b, '') || E'\x1f' || coalesce(c, '') || E'\x1f' || coalesce(d, '') $$;
--> statement-breakpoint
-- Each list of fields must stay the same, in the same order, as in its repository's listWhere, or the index is not used.
CREATE INDEX contacts_list_text_trgm ON contacts USING gin (upline_list_text(first_name, last_name, email, company) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX prospects_list_text_trgm ON prospects USING gin (upline_list_text(first_name, last_name, email, company_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX team_members_list_text_trgm ON team_members USING gin (upline_list_text(first_name, last_name, email) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX activities_list_text_trgm ON activities USING gin (upline_list_text(title, description, content_title) gin_trgm_ops);
--> statement-breakpoint
-- Queries under 3 characters match the start of a name instead (no trigram narrows '%ab%'):
-- the first and last names have lower(...) trigram indexes since 0003; an activity's title gets one.
CREATE INDEX activities_title_trgm ON activities USING gin (lower(title) gin_trgm_ops);
