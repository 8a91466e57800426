-- A prospect's interaction count and last activity are derived from its activities (every linked
-- activity that was not cancelled). Statement-level triggers with transition tables keep them, so
-- an import of many activities updates each prospect once; counts move by deltas, which stay right
-- when two transactions add activities to the same prospect at once.
CREATE OR REPLACE FUNCTION prospect_activity_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE prospects p SET interaction_count = p.interaction_count + d.n, last_activity_at = greatest(p.last_activity_at, d.newest)
    FROM (SELECT prospect_id, count(*)::int AS n, max(created_at) AS newest FROM new_rows
          WHERE prospect_id IS NOT NULL AND status <> 'cancelled' GROUP BY prospect_id) d
    WHERE p.id = d.prospect_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE prospects p SET interaction_count = greatest(p.interaction_count - d.n, 0),
      last_activity_at = (SELECT max(a.created_at) FROM activities a WHERE a.prospect_id = p.id AND a.status <> 'cancelled')
    FROM (SELECT prospect_id, count(*)::int AS n FROM old_rows
          WHERE prospect_id IS NOT NULL AND status <> 'cancelled' GROUP BY prospect_id) d
    WHERE p.id = d.prospect_id;
  ELSE
    UPDATE prospects p SET interaction_count = greatest(p.interaction_count + d.n, 0),
      last_activity_at = (SELECT max(a.created_at) FROM activities a WHERE a.prospect_id = p.id AND a.status <> 'cancelled')
    FROM (
      SELECT prospect_id, sum(delta)::int AS n FROM (
        SELECT o.prospect_id, -1 AS delta FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE o.prospect_id IS NOT NULL AND o.status <> 'cancelled'
          AND (o.prospect_id IS DISTINCT FROM w.prospect_id OR o.status IS DISTINCT FROM w.status OR o.created_at IS DISTINCT FROM w.created_at)
        UNION ALL
        SELECT w.prospect_id, 1 FROM old_rows o JOIN new_rows w ON w.id = o.id
        WHERE w.prospect_id IS NOT NULL AND w.status <> 'cancelled'
          AND (o.prospect_id IS DISTINCT FROM w.prospect_id OR o.status IS DISTINCT FROM w.status OR o.created_at IS DISTINCT FROM w.created_at)
      ) c GROUP BY prospect_id
    ) d
    WHERE p.id = d.prospect_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activities_prospect_totals_insert AFTER INSERT ON activities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prospect_activity_totals();
--> statement-breakpoint
CREATE TRIGGER activities_prospect_totals_delete AFTER DELETE ON activities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prospect_activity_totals();
--> statement-breakpoint
CREATE TRIGGER activities_prospect_totals_update AFTER UPDATE ON activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prospect_activity_totals();
--> statement-breakpoint
UPDATE prospects p SET interaction_count = coalesce(a.n, 0), last_activity_at = a.newest
FROM prospects q LEFT JOIN (
  SELECT prospect_id, count(*)::int AS n, max(created_at) AS newest FROM activities
  WHERE prospect_id IS NOT NULL AND status <> 'cancelled' GROUP BY prospect_id
) a ON a.prospect_id = q.id
WHERE p.id = q.id AND (p.interaction_count <> coalesce(a.n, 0) OR p.last_activity_at IS DISTINCT FROM a.newest);
--> statement-breakpoint
-- The story of a prospect: every status and funnel-stage change, written in the transaction that
-- makes it, whichever code path updates the prospect.
CREATE OR REPLACE FUNCTION prospect_stage_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IS DISTINCT FROM NEW.status THEN
    INSERT INTO prospect_stage_changes (user_id, prospect_id, field, from_value, to_value) VALUES (NEW.user_id, NEW.id, 'status', OLD.status, NEW.status);
  END IF;
  IF OLD.funnel_stage IS DISTINCT FROM NEW.funnel_stage THEN
    INSERT INTO prospect_stage_changes (user_id, prospect_id, field, from_value, to_value) VALUES (NEW.user_id, NEW.id, 'funnel_stage', OLD.funnel_stage, NEW.funnel_stage);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_stage_history AFTER UPDATE OF status, funnel_stage ON prospects FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.funnel_stage IS DISTINCT FROM NEW.funnel_stage)
  EXECUTE FUNCTION prospect_stage_history();
