-- Search ranks by trigram distance with a nearest-neighbour GiST scan per owner: the index yields
-- the 8 closest names of that owner directly, however many rows match loosely, instead of
-- scoring and sorting every match (the GIN indexes did, across every owner's rows).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS prospects_search_trgm;
--> statement-breakpoint
DROP INDEX IF EXISTS team_members_search_trgm;
--> statement-breakpoint
CREATE INDEX contacts_search_knn ON contacts USING gist (user_id, upline_fold(first_name || ' ' || last_name) gist_trgm_ops);
--> statement-breakpoint
CREATE INDEX prospects_search_knn ON prospects USING gist (user_id, upline_fold(first_name || ' ' || last_name) gist_trgm_ops);
--> statement-breakpoint
CREATE INDEX team_members_search_knn ON team_members USING gist (user_id, upline_fold(first_name || ' ' || last_name) gist_trgm_ops);
