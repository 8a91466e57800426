-- Hot leads (src/server/modules/hot-leads): the list's order, scores written without per-row key
-- checks, and which owners' scores are stale, for the scheduler. The refresh reads one owner's
-- rows through indexes that lead with the owner (prospect_engagement_prospect_idx of 0023,
-- activities_owner_created_idx of 0000); measured in docs/scaling.md.
--
-- The list reads an owner's scores by score, then newest engagement: one index in that order.
DROP INDEX IF EXISTS "hot_lead_scores_owner_score_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hot_lead_scores_owner_rank_idx" ON "hot_lead_scores" USING btree ("user_id", "score" DESC NULLS LAST, "last_engagement_at" DESC NULLS LAST, "prospect_id");
--> statement-breakpoint
-- A refresh writes up to one score per prospect in one statement: per-row foreign-key checks (a
-- key-share lock on each prospect row, a look-up of the owner) were 40 % of a 100,000-prospect
-- refresh. Scores are written only from a join with the owner's prospects; deleting prospects
-- (an account's too, by cascade) deletes their scores through a statement trigger instead.
ALTER TABLE "hot_lead_scores" DROP CONSTRAINT IF EXISTS "hot_lead_scores_prospect_id_prospects_id_fk";
--> statement-breakpoint
ALTER TABLE "hot_lead_scores" DROP CONSTRAINT IF EXISTS "hot_lead_scores_user_id_user_id_fk";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "hot_lead_refresh_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	"refreshed_changes" bigint DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone,
	"scored" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hot_lead_refresh_state" ADD CONSTRAINT "hot_lead_refresh_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The scores of deleted prospects go with them, and their owners' count of scored prospects
-- (the list's unfiltered total) goes down by as many.
CREATE OR REPLACE FUNCTION hot_lead_scores_of_deleted_prospects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (DELETE FROM hot_lead_scores h USING old_rows o WHERE h.prospect_id = o.id RETURNING h.user_id)
  UPDATE hot_lead_refresh_state s SET scored = greatest(s.scored - g.n, 0)
  FROM (SELECT user_id, count(*)::int AS n FROM gone GROUP BY user_id) g
  WHERE s.user_id = g.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_hot_lead_scores_delete AFTER DELETE ON prospects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hot_lead_scores_of_deleted_prospects();
--> statement-breakpoint
-- Marks owners' scores stale: one row per owner, `changes` bumped once per statement. An owner
-- being deleted (a cascade from "user") is skipped: her state row goes with her.
CREATE OR REPLACE FUNCTION hot_lead_mark_stale(owners text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO hot_lead_refresh_state AS s (user_id, changes)
  SELECT DISTINCT o.user_id, 1 FROM unnest(owners) AS o(user_id)
  WHERE EXISTS (SELECT 1 FROM "user" u WHERE u.id = o.user_id)
  ORDER BY o.user_id
  ON CONFLICT (user_id) DO UPDATE SET changes = s.changes + 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hot_lead_engagement_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hot_lead_mark_stale(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM hot_lead_mark_stale(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM hot_lead_mark_stale(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Activities count when linked to a prospect; an edit counts when it changes what the score reads.
CREATE OR REPLACE FUNCTION hot_lead_activities_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hot_lead_mark_stale(ARRAY(SELECT DISTINCT user_id FROM new_rows WHERE prospect_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM hot_lead_mark_stale(ARRAY(SELECT DISTINCT user_id FROM old_rows WHERE prospect_id IS NOT NULL));
  ELSE
    PERFORM hot_lead_mark_stale(ARRAY(
      SELECT DISTINCT w.user_id FROM old_rows o JOIN new_rows w ON w.id = o.id
      WHERE (o.prospect_id IS NOT NULL OR w.prospect_id IS NOT NULL)
        AND (o.prospect_id IS DISTINCT FROM w.prospect_id OR o.type IS DISTINCT FROM w.type OR o.outcome IS DISTINCT FROM w.outcome
          OR o.status IS DISTINCT FROM w.status OR o.created_at IS DISTINCT FROM w.created_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospect_engagement_hot_leads_insert AFTER INSERT ON prospect_engagement REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hot_lead_engagement_changed();
--> statement-breakpoint
CREATE TRIGGER prospect_engagement_hot_leads_delete AFTER DELETE ON prospect_engagement REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hot_lead_engagement_changed();
--> statement-breakpoint
CREATE TRIGGER prospect_engagement_hot_leads_update AFTER UPDATE ON prospect_engagement REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hot_lead_engagement_changed();
--> statement-breakpoint
CREATE TRIGGER activities_hot_leads_insert AFTER INSERT ON activities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hot_lead_activities_changed();
--> statement-breakpoint
CREATE TRIGGER activities_hot_leads_delete AFTER DELETE ON activities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hot_lead_activities_changed();
--> statement-breakpoint
CREATE TRIGGER activities_hot_leads_update AFTER UPDATE ON activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hot_lead_activities_changed();
--> statement-breakpoint
-- Owners with anything to score before this migration get their first refresh from the scheduler.
INSERT INTO hot_lead_refresh_state (user_id, changes)
SELECT user_id, 1 FROM (SELECT user_id FROM prospect_engagement UNION SELECT user_id FROM activities WHERE prospect_id IS NOT NULL) o
ON CONFLICT (user_id) DO NOTHING;
