-- Exact per-owner row counts, kept by statement-level triggers with transition tables so that a
-- bulk insert of 100,000 rows updates each counter once, not 100,000 times.
CREATE OR REPLACE FUNCTION owner_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO owner_counts (user_id, entity, n)
  SELECT user_id, TG_TABLE_NAME, count(*) FROM new_rows GROUP BY user_id
  ON CONFLICT (user_id, entity) DO UPDATE SET n = owner_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION owner_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE owner_counts c SET n = c.n - d.n
  FROM (SELECT user_id, count(*) AS n FROM old_rows GROUP BY user_id) d
  WHERE c.user_id = d.user_id AND c.entity = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['prospects', 'contacts', 'team_members', 'activities', 'goals'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owner_counts_after_insert()', t || '_count_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION owner_counts_after_delete()', t || '_count_delete', t);
    EXECUTE format('INSERT INTO owner_counts (user_id, entity, n) SELECT user_id, %L, count(*) FROM %I GROUP BY user_id ON CONFLICT (user_id, entity) DO UPDATE SET n = EXCLUDED.n', t, t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Case-insensitive substring search on names (people list) without scanning every row.
CREATE INDEX prospects_first_name_trgm ON prospects USING gin (lower(first_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX prospects_last_name_trgm ON prospects USING gin (lower(last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX contacts_first_name_trgm ON contacts USING gin (lower(first_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX contacts_last_name_trgm ON contacts USING gin (lower(last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX team_members_first_name_trgm ON team_members USING gin (lower(first_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX team_members_last_name_trgm ON team_members USING gin (lower(last_name) gin_trgm_ops);
