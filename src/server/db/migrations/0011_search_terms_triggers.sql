-- Keeps search_terms in step with contacts, prospects and team_members: one row per owner,
-- category and folded full name, counting the records that carry it. Inserts and deletes work per
-- statement (an import is one INSERT ... SELECT); a rename moves one count. Terms are locked in
-- (user_id, term) order so concurrent writers of the same names queue instead of deadlocking.
CREATE OR REPLACE FUNCTION search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (user_id, kind, term, rows)
  SELECT user_id, TG_ARGV[0], upline_fold(first_name || ' ' || last_name) AS term, count(*)::int
  FROM new_rows GROUP BY user_id, term ORDER BY user_id, term
  ON CONFLICT (user_id, kind, term) DO UPDATE SET rows = search_terms.rows + excluded.rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_terms s SET rows = s.rows - g.n
  FROM (
    SELECT user_id, upline_fold(first_name || ' ' || last_name) AS term, count(*)::int AS n
    FROM old_rows GROUP BY user_id, term ORDER BY user_id, term
  ) g
  WHERE s.user_id = g.user_id AND s.kind = TG_ARGV[0] AND s.term = g.term;
  DELETE FROM search_terms s USING (SELECT DISTINCT user_id, upline_fold(first_name || ' ' || last_name) AS term FROM old_rows) g
  WHERE s.user_id = g.user_id AND s.kind = TG_ARGV[0] AND s.term = g.term AND s.rows <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_add(owner text, category text, name text, delta int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO search_terms (user_id, kind, term, rows) VALUES (owner, category, name, delta)
    ON CONFLICT (user_id, kind, term) DO UPDATE SET rows = search_terms.rows + delta;
  ELSE
    UPDATE search_terms SET rows = rows + delta WHERE user_id = owner AND kind = category AND term = name;
    DELETE FROM search_terms WHERE user_id = owner AND kind = category AND term = name AND rows <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_rename() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_term text := upline_fold(OLD.first_name || ' ' || OLD.last_name);
  new_term text := upline_fold(NEW.first_name || ' ' || NEW.last_name);
BEGIN
  IF old_term = new_term THEN
    RETURN NULL;
  END IF;
  IF old_term < new_term THEN
    PERFORM search_terms_add(OLD.user_id, TG_ARGV[0], old_term, -1);
    PERFORM search_terms_add(NEW.user_id, TG_ARGV[0], new_term, 1);
  ELSE
    PERFORM search_terms_add(NEW.user_id, TG_ARGV[0], new_term, 1);
    PERFORM search_terms_add(OLD.user_id, TG_ARGV[0], old_term, -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[['contacts', 'contacts'], ['prospects', 'prospects'], ['team_members', 'teamMembers']] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_insert(%L)', t[1] || '_search_insert', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_delete(%L)', t[1] || '_search_delete', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF first_name, last_name ON %I FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION search_terms_after_rename(%L)', t[1] || '_search_rename', t[1], t[2]);
    EXECUTE format('INSERT INTO search_terms (user_id, kind, term, rows) SELECT user_id, %L, upline_fold(first_name || '' '' || last_name) AS term, count(*)::int FROM %I GROUP BY user_id, term', t[2], t[1]);
  END LOOP;
END $$;
--> statement-breakpoint
-- The nearest names of one owner and category, nearest first; 256-byte signatures because short
-- ones saturate on names that share many trigrams (see 0009).
CREATE INDEX search_terms_knn ON search_terms USING gist (user_id, kind, term gist_trgm_ops(siglen = 256));
--> statement-breakpoint
-- The per-record trigram indexes are no longer read: dropping them also spares every write their upkeep.
DROP INDEX IF EXISTS contacts_search_knn;
--> statement-breakpoint
DROP INDEX IF EXISTS prospects_search_knn;
--> statement-breakpoint
DROP INDEX IF EXISTS team_members_search_knn;
