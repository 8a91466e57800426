-- The funnel tracker's board (src/server/modules/funnel): a column is the owner's prospects in one
-- stage, newest arrival first; a prospect without a stage stands in the first column, and one
-- never moved has stood there since it was added. This one index answers the first cards of every
-- column (one index range each, no sort) and the per-stage counts (one GROUP BY, read from the
-- index alone: Postgres computes an expression in an index-only scan only from stored columns,
-- hence INCLUDE (funnel_stage)): a seller with 20,000 prospects gets her board without a sort or
-- a scan of the table. Its expressions must stay those of funnel.repository.ts (STAGE, SINCE).
-- Written by hand: drizzle's schema declares no expression index.
CREATE INDEX IF NOT EXISTS prospects_owner_funnel_idx ON prospects (user_id, (coalesce(funnel_stage, 'new_prospect')), (coalesce(stage_updated_at, created_at)) DESC, id DESC) INCLUDE (funnel_stage);
