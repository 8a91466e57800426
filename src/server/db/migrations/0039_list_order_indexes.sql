-- The default orders of the two biggest lists, as indexes: contacts by last name, prospects newest
-- first (each with the id that breaks ties, as `orderOf` in src/server/lib/list.ts writes it).
-- An unfiltered first page reads its 20 rows instead of sorting the owner's whole book, and a
-- filtered one can walk the owner's rows in order until the page is found (`readPage`): a filter
-- that a quarter of a 100,000-contact book matches took 130 ms to match, fetch and sort its
-- 25,000 rows, and takes under a millisecond (docs/scaling.md, "List filters").
CREATE INDEX IF NOT EXISTS contacts_owner_last_name_idx ON contacts (user_id, last_name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS prospects_owner_created_idx ON prospects (user_id, created_at DESC, id);
