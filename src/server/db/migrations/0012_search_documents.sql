-- Full-text search over what a seller writes beside the name: email, company, role, industry,
-- address, notes and tags, folded like names and parsed with the 'simple' configuration (records
-- are in five languages, so no one language's stemming). Each document also holds its owner as
-- the lexeme '~<user id>', which the parser never makes from typed text: a search asks for the
-- owner's lexeme and the words together, so GIN intersects one owner's rows with the words'
-- rows instead of visiting every account's. (btree_gin would do this with a (user_id, document)
-- index, but loaded next to btree_gist it breaks the GiST name search on PGlite.)
-- Names are schema-qualified: PostgreSQL 17 builds indexes with only pg_catalog on the search path.
CREATE OR REPLACE FUNCTION upline_document(owner text, parts text[], tags text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_to_tsvector(ARRAY['~' || owner]) || to_tsvector('simple'::regconfig, coalesce(public.upline_fold(array_to_string(parts || tags, ' ')), '')) $$;
--> statement-breakpoint
-- Each expression must stay the same as `document` in search.repository.ts, or the index is not used.
CREATE INDEX contacts_search_document ON contacts USING gin (upline_document(user_id, ARRAY[email, company, role, notes], tags));
--> statement-breakpoint
CREATE INDEX prospects_search_document ON prospects USING gin (upline_document(user_id, ARRAY[email, company_name, industry, address, notes], tags));
--> statement-breakpoint
CREATE INDEX team_members_search_document ON team_members USING gin (upline_document(user_id, ARRAY[email, upline_name, upline_email], ARRAY[]::text[]));
