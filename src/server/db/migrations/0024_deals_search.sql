-- Global search over deals, the same two ways as tasks (0020): the owner's nearest terms in
-- search_terms (kind 'deals'), joined back through folded-name indexes, then the words of the
-- title, company, notes and tags in a full-text document. A deal gives two terms, its folded title
-- and its folded company, so a typo in either finds it; a company shared by 300 deals is one term.
-- The join-back reads each index already in the answer's order (open deals first, soonest close
-- date first), so a company of thousands of deals still reads only the few it answers. The
-- expressions must stay the ones in search-deals.repository.ts, the `IN` list written as literals.
CREATE INDEX deals_owner_search_title_idx ON deals (user_id, upline_fold(title), (stage IN ('closed_won', 'closed_lost')), close_date, id);
--> statement-breakpoint
CREATE INDEX deals_owner_search_company_idx ON deals (user_id, upline_fold(company), (stage IN ('closed_won', 'closed_lost')), close_date, id);
--> statement-breakpoint
CREATE INDEX deals_search_document ON deals USING gin (upline_document(user_id, ARRAY[title, company, notes], tags));
--> statement-breakpoint
-- search_terms counts, per owner and term, the deal fields (title or company) that carry it; a deal
-- whose title and company fold alike counts twice, on insert and on delete alike.
CREATE OR REPLACE FUNCTION deal_search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (user_id, kind, term, rows)
  SELECT user_id, 'deals', term, count(*)::int
  FROM (SELECT user_id, upline_fold(title) AS term FROM new_rows UNION ALL SELECT user_id, upline_fold(company) FROM new_rows) f
  WHERE term IS NOT NULL
  GROUP BY user_id, term ORDER BY user_id, term
  ON CONFLICT (user_id, kind, term) DO UPDATE SET rows = search_terms.rows + excluded.rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_search_terms_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_terms s SET rows = s.rows - g.n
  FROM (
    SELECT user_id, term, count(*)::int AS n
    FROM (SELECT user_id, upline_fold(title) AS term FROM old_rows UNION ALL SELECT user_id, upline_fold(company) FROM old_rows) f
    WHERE term IS NOT NULL
    GROUP BY user_id, term ORDER BY user_id, term
  ) g
  WHERE s.user_id = g.user_id AND s.kind = 'deals' AND s.term = g.term;
  DELETE FROM search_terms s
  USING (SELECT user_id, upline_fold(title) AS term FROM old_rows UNION SELECT user_id, upline_fold(company) FROM old_rows) g
  WHERE s.user_id = g.user_id AND s.kind = 'deals' AND s.term = g.term AND s.rows <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new title or company moves its counts; the terms are locked in term order, as the statement
-- triggers do, so concurrent writers queue instead of deadlocking.
CREATE OR REPLACE FUNCTION deal_search_terms_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN
    SELECT term, sum(delta)::int AS delta
    FROM (VALUES (upline_fold(OLD.title), -1), (upline_fold(NEW.title), 1), (upline_fold(OLD.company), -1), (upline_fold(NEW.company), 1)) AS c(term, delta)
    WHERE term IS NOT NULL
    GROUP BY term HAVING sum(delta) <> 0 ORDER BY term
  LOOP
    PERFORM search_terms_add(NEW.user_id, 'deals', change.term, change.delta);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deals_search_insert AFTER INSERT ON deals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_search_terms_after_insert();
--> statement-breakpoint
CREATE TRIGGER deals_search_delete AFTER DELETE ON deals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_search_terms_after_delete();
--> statement-breakpoint
CREATE TRIGGER deals_search_change AFTER UPDATE OF title, company ON deals FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.company IS DISTINCT FROM NEW.company) EXECUTE FUNCTION deal_search_terms_after_change();
--> statement-breakpoint
INSERT INTO search_terms (user_id, kind, term, rows)
SELECT user_id, 'deals', term, count(*)::int
FROM (SELECT user_id, upline_fold(title) AS term FROM deals UNION ALL SELECT user_id, upline_fold(company) FROM deals) f
WHERE term IS NOT NULL
GROUP BY user_id, term
ON CONFLICT (user_id, kind, term) DO UPDATE SET rows = excluded.rows;
