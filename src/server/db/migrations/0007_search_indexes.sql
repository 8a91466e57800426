-- Accent- and case-folded text for search. unaccent() is only STABLE (its dictionary could
-- change), so indexes need this IMMUTABLE wrapper that names the dictionary explicitly.
CREATE OR REPLACE FUNCTION upline_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
CREATE INDEX contacts_search_trgm ON contacts USING gin (upline_fold(first_name || ' ' || last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX prospects_search_trgm ON prospects USING gin (upline_fold(first_name || ' ' || last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX team_members_search_trgm ON team_members USING gin (upline_fold(first_name || ' ' || last_name) gin_trgm_ops);
