-- Kanban columns and the overdue filter: each column reads its own rows already in its order, so a
-- board of 20,000 tasks reads 50 index entries per column instead of sorting every open task. The
-- predicates are written as the repository writes them (literals, not parameters), or the planner
-- cannot prove that a query's rows lie inside the partial index.
CREATE INDEX tasks_owner_open_due_idx ON tasks (user_id, due_at, id) WHERE status NOT IN ('completed', 'archived');
--> statement-breakpoint
CREATE INDEX tasks_owner_done_idx ON tasks (user_id, completed_at DESC, id) WHERE status = 'completed';
--> statement-breakpoint
CREATE INDEX tasks_owner_archived_idx ON tasks (user_id, updated_at DESC, id) WHERE status = 'archived';
--> statement-breakpoint
-- The `q` filter of the task list, as for the other lists (0018): 3+ characters a substring of the
-- title or description through one trigram index; 1 or 2 characters the start of the title. The
-- expression must stay the one in tasks.repository.ts (TASK_Q_TEXT).
CREATE INDEX tasks_list_text_trgm ON tasks USING gin (upline_list_text(title, description, NULL) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX tasks_title_trgm ON tasks USING gin (lower(title) gin_trgm_ops);
--> statement-breakpoint
-- Global search, the same two ways as people (0010-0012): the owner's nearest titles in
-- search_terms (kind 'tasks'), joined back through the folded title, then the words of the title,
-- description and tags in a full-text document. The document expression must stay the one in
-- search-tasks.repository.ts.
CREATE INDEX tasks_owner_search_title_idx ON tasks (user_id, upline_fold(title));
--> statement-breakpoint
CREATE INDEX tasks_search_document ON tasks USING gin (upline_document(user_id, ARRAY[title, description], tags));
--> statement-breakpoint
-- search_terms keeps one row per owner and folded title, counting the tasks that carry it, like
-- the person tables' triggers of 0011 (those read first and last names, so tasks get their own).
CREATE OR REPLACE FUNCTION task_search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (user_id, kind, term, rows)
  SELECT user_id, 'tasks', upline_fold(title) AS term, count(*)::int
  FROM new_rows GROUP BY user_id, term ORDER BY user_id, term
  ON CONFLICT (user_id, kind, term) DO UPDATE SET rows = search_terms.rows + excluded.rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_search_terms_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_terms s SET rows = s.rows - g.n
  FROM (
    SELECT user_id, upline_fold(title) AS term, count(*)::int AS n
    FROM old_rows GROUP BY user_id, term ORDER BY user_id, term
  ) g
  WHERE s.user_id = g.user_id AND s.kind = 'tasks' AND s.term = g.term;
  DELETE FROM search_terms s USING (SELECT DISTINCT user_id, upline_fold(title) AS term FROM old_rows) g
  WHERE s.user_id = g.user_id AND s.kind = 'tasks' AND s.term = g.term AND s.rows <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION task_search_terms_after_retitle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_term text := upline_fold(OLD.title);
  new_term text := upline_fold(NEW.title);
BEGIN
  IF old_term = new_term THEN
    RETURN NULL;
  END IF;
  -- The same (user_id, term) order as the statement triggers, so concurrent writers queue.
  IF old_term < new_term THEN
    PERFORM search_terms_add(OLD.user_id, 'tasks', old_term, -1);
    PERFORM search_terms_add(NEW.user_id, 'tasks', new_term, 1);
  ELSE
    PERFORM search_terms_add(NEW.user_id, 'tasks', new_term, 1);
    PERFORM search_terms_add(OLD.user_id, 'tasks', old_term, -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_search_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION task_search_terms_after_insert();
--> statement-breakpoint
CREATE TRIGGER tasks_search_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION task_search_terms_after_delete();
--> statement-breakpoint
CREATE TRIGGER tasks_search_retitle AFTER UPDATE OF title ON tasks FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION task_search_terms_after_retitle();
--> statement-breakpoint
INSERT INTO search_terms (user_id, kind, term, rows)
SELECT user_id, 'tasks', upline_fold(title) AS term, count(*)::int FROM tasks GROUP BY user_id, term
ON CONFLICT (user_id, kind, term) DO UPDATE SET rows = excluded.rows;
