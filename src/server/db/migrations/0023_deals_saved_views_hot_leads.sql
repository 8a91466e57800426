CREATE TABLE "deal_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"probability" integer NOT NULL,
	"stage" text NOT NULL,
	"start_date" date,
	"close_date" date NOT NULL,
	"actual_close_at" timestamp with time zone,
	"assigned_rep_id" uuid,
	"contact_id" uuid,
	"company" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"notes" text,
	"follow_up_at" timestamp with time zone,
	"follow_up_notified_at" timestamp with time zone,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_lead_scores" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"score" integer NOT NULL,
	"open_rate" real NOT NULL,
	"click_rate" real NOT NULL,
	"time_on_page_score" real NOT NULL,
	"interaction_count" integer NOT NULL,
	"last_engagement_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_engagement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"prospect_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_activity" ADD CONSTRAINT "deal_activity_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_activity" ADD CONSTRAINT "deal_activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_assigned_rep_id_team_members_id_fk" FOREIGN KEY ("assigned_rep_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_lead_scores" ADD CONSTRAINT "hot_lead_scores_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_lead_scores" ADD CONSTRAINT "hot_lead_scores_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_engagement" ADD CONSTRAINT "prospect_engagement_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_engagement" ADD CONSTRAINT "prospect_engagement_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_activity_deal_idx" ON "deal_activity" USING btree ("deal_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_owner_stage_idx" ON "deals" USING btree ("user_id","stage","stage_changed_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "deals_owner_close_idx" ON "deals" USING btree ("user_id","close_date");--> statement-breakpoint
CREATE INDEX "deals_owner_created_idx" ON "deals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_contact_idx" ON "deals" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "deals_follow_up_due_idx" ON "deals" USING btree ("follow_up_at") WHERE follow_up_notified_at IS NULL AND follow_up_at IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_scope_name_uq" ON "saved_views" USING btree ("user_id","scope",lower("name"));--> statement-breakpoint
CREATE INDEX "hot_lead_scores_owner_score_idx" ON "hot_lead_scores" USING btree ("user_id","score" DESC NULLS LAST,"prospect_id");--> statement-breakpoint
CREATE INDEX "prospect_engagement_prospect_idx" ON "prospect_engagement" USING btree ("user_id","prospect_id","occurred_at");