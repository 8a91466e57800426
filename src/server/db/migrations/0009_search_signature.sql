-- Longer trigram signatures (256 bytes instead of 12): with names of many shared trigrams the
-- short ones saturate, and the nearest-neighbour scan visits far more pages (70 ms → 27 ms per
-- table on PGlite in the search benchmark).
DROP INDEX IF EXISTS contacts_search_knn;
--> statement-breakpoint
DROP INDEX IF EXISTS prospects_search_knn;
--> statement-breakpoint
DROP INDEX IF EXISTS team_members_search_knn;
--> statement-breakpoint
CREATE INDEX contacts_search_knn ON contacts USING gist (user_id, upline_fold(first_name || ' ' || last_name) gist_trgm_ops(siglen = 256));
--> statement-breakpoint
CREATE INDEX prospects_search_knn ON prospects USING gist (user_id, upline_fold(first_name || ' ' || last_name) gist_trgm_ops(siglen = 256));
--> statement-breakpoint
CREATE INDEX team_members_search_knn ON team_members USING gist (user_id, upline_fold(first_name || ' ' || last_name) gist_trgm_ops(siglen = 256));
