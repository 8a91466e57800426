-- The nearest names of a search (src/server/modules/search/search.repository.ts, `nearestTermsSql`)
-- come from a trigram GIN index instead of the GiST of migration 0011. A GiST with a 256-byte
-- signature cost about 80 µs to grow by one term, and an import of 40,000 prospects adds 80,000
-- terms (their names as prospects and as contacts): 6 of the import's 18 s on PostgreSQL. The GIN
-- takes a term in about a fifth of that. Reads stay one index scan: `%` selects the owner's
-- similar names through the index, and only those are sorted by `<->`, as the GiST walked them.
-- With names that rarely repeat (120,000 distinct ones for one owner) that sort beat the GiST's
-- walk on every query measured (docs/scaling.md). `btree_gin` lets the owner and the category
-- sit in the same index as the trigrams.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS search_terms_knn;
--> statement-breakpoint
CREATE INDEX search_terms_trgm ON search_terms USING gin (user_id, kind, term gin_trgm_ops);
