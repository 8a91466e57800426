-- Search's trigram threshold as the database's own default, so it holds on connections that come
-- through a transaction pooler (PgBouncer drops the pool's startup options and keeps no SET).
-- The same value the pool still sends on direct connections (SEARCH_SIMILARITY_THRESHOLD).
-- Calling similarity() first loads pg_trgm, so the setting is checked as pg_trgm's, not a
-- placeholder. A role that may not alter the database keeps the startup option alone.
DO $$
BEGIN
  PERFORM similarity('a', 'b');
  EXECUTE format('ALTER DATABASE %I SET pg_trgm.similarity_threshold = 0.2', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm.similarity_threshold not stored on the database: %', SQLERRM;
END
$$;
