-- Keeps people_directory in step with contacts, prospects and team_members. Inserts and deletes
-- work per statement (transition tables: a 100,000-row import is one INSERT ... SELECT); a rename
-- updates the one row's sort columns.
CREATE OR REPLACE FUNCTION people_directory_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_directory (user_id, person_type, person_id, sort_first, sort_last)
  SELECT user_id, TG_ARGV[0], id, lower(first_name), lower(last_name) FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_directory_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM people_directory d USING old_rows o WHERE d.person_type = TG_ARGV[0] AND d.person_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_directory_after_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_directory SET sort_first = lower(NEW.first_name), sort_last = lower(NEW.last_name)
  WHERE person_type = TG_ARGV[0] AND person_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[['contacts', 'contact'], ['prospects', 'prospect'], ['team_members', 'teamMember']] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION people_directory_after_insert(%L)', t[1] || '_directory_insert', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION people_directory_after_delete(%L)', t[1] || '_directory_delete', t[1], t[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF first_name, last_name ON %I FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION people_directory_after_rename(%L)', t[1] || '_directory_rename', t[1], t[2]);
    EXECUTE format('INSERT INTO people_directory (user_id, person_type, person_id, sort_first, sort_last) SELECT user_id, %L, id, lower(first_name), lower(last_name) FROM %I ON CONFLICT DO NOTHING', t[2], t[1]);
  END LOOP;
END $$;
