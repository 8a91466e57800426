CREATE TABLE "prospect_stage_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"prospect_id" uuid NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "social_media" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "prospect_stage_changes" ADD CONSTRAINT "prospect_stage_changes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_stage_changes" ADD CONSTRAINT "prospect_stage_changes_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_stage_changes_prospect_idx" ON "prospect_stage_changes" USING btree ("prospect_id","changed_at");--> statement-breakpoint
CREATE INDEX "prospects_owner_email_idx" ON "prospects" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE INDEX "prospects_owner_phone_digits_idx" ON "prospects" USING btree ("user_id",regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "contacts_owner_phone_digits_idx" ON "contacts" USING btree ("user_id",regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "team_members_owner_email_idx" ON "team_members" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE INDEX "team_members_owner_phone_digits_idx" ON "team_members" USING btree ("user_id",regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "activities_prospect_created_idx" ON "activities" USING btree ("prospect_id","created_at");