-- The `q` filter of the deal list and board (deal-query.repository.ts, DEAL_Q_TEXT), as for the
-- other lists (0018, 0020): 3+ characters a substring of the title or company through one
-- trigram index on the two joined by U+001F; 1 or 2 characters the start of either, through
-- their lower(...) trigram indexes. The expressions must stay the ones in the repository.
CREATE INDEX deals_list_text_trgm ON deals USING gin (upline_list_text(title, company, NULL) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX deals_list_title_trgm ON deals USING gin (lower(title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX deals_list_company_trgm ON deals USING gin (lower(company) gin_trgm_ops);
--> statement-breakpoint
-- The board's first load: count, value and weighted value per stage, and the forecast per close
-- month, read from a few dozen kept rows rather than by aggregating every deal (50,000 deals took
-- 40-250 ms to aggregate on PGlite). Mirrors deal_stage_totals in src/server/db/schema/deals.ts.
CREATE TABLE "deal_stage_totals" (
	"user_id" text NOT NULL,
	"stage" text NOT NULL,
	"close_month" date NOT NULL,
	"deals" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"weighted_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "deal_stage_totals_user_id_stage_close_month_pk" PRIMARY KEY("user_id","stage","close_month")
);
--> statement-breakpoint
-- One statement-level trigger per event, with transition tables: an import or a stage rename
-- touches each kept row once. The weighted value rounds each deal as weightedCents does (half up),
-- the expression of deal-query.repository.ts. Rows are written in key order, so concurrent
-- writers queue instead of deadlocking; an update that moves nothing (a title, a claimed
-- follow-up) writes no row at all.
CREATE OR REPLACE FUNCTION deal_stage_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deal_stage_totals AS t (user_id, stage, close_month, deals, total_cents, weighted_cents)
  SELECT user_id, stage, date_trunc('month', close_date)::date, count(*), sum(value_cents), sum((value_cents * probability + 50) / 100)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, stage, close_month) DO UPDATE SET deals = t.deals + excluded.deals, total_cents = t.total_cents + excluded.total_cents, weighted_cents = t.weighted_cents + excluded.weighted_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_stage_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deal_stage_totals AS t (user_id, stage, close_month, deals, total_cents, weighted_cents)
  SELECT user_id, stage, date_trunc('month', close_date)::date, -count(*), -sum(value_cents), -sum((value_cents * probability + 50) / 100)
  FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, stage, close_month) DO UPDATE SET deals = t.deals + excluded.deals, total_cents = t.total_cents + excluded.total_cents, weighted_cents = t.weighted_cents + excluded.weighted_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_stage_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deal_stage_totals AS t (user_id, stage, close_month, deals, total_cents, weighted_cents)
  SELECT user_id, stage, month, sum(n), sum(total), sum(weighted)
  FROM (
    SELECT user_id, stage, date_trunc('month', close_date)::date AS month, 1 AS n, value_cents AS total, (value_cents * probability + 50) / 100 AS weighted FROM new_rows
    UNION ALL
    SELECT user_id, stage, date_trunc('month', close_date)::date, -1, -value_cents, -((value_cents * probability + 50) / 100) FROM old_rows
  ) c
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(weighted) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, stage, close_month) DO UPDATE SET deals = t.deals + excluded.deals, total_cents = t.total_cents + excluded.total_cents, weighted_cents = t.weighted_cents + excluded.weighted_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deals_stage_totals_insert AFTER INSERT ON deals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_stage_totals_add();
--> statement-breakpoint
CREATE TRIGGER deals_stage_totals_delete AFTER DELETE ON deals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_stage_totals_remove();
--> statement-breakpoint
CREATE TRIGGER deals_stage_totals_update AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_stage_totals_move();
--> statement-breakpoint
INSERT INTO deal_stage_totals (user_id, stage, close_month, deals, total_cents, weighted_cents)
SELECT user_id, stage, date_trunc('month', close_date)::date, count(*), sum(value_cents), sum((value_cents * probability + 50) / 100)
FROM deals GROUP BY 1, 2, 3;
