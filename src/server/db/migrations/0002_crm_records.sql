CREATE TABLE "prospect_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"prospect_id" uuid NOT NULL,
	"body" text NOT NULL,
	"mentions" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid NOT NULL,
	"team_member_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_defined_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_counts" (
	"user_id" text NOT NULL,
	"entity" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_counts_user_id_entity_pk" PRIMARY KEY("user_id","entity")
);
--> statement-breakpoint
DROP INDEX "prospects_owner_name_idx";--> statement-breakpoint
DROP INDEX "contacts_owner_name_idx";--> statement-breakpoint
DROP INDEX "team_members_owner_name_idx";--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "pipeline_stages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "prospect_comments" ADD CONSTRAINT "prospect_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_comments" ADD CONSTRAINT "prospect_comments_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_members" ADD CONSTRAINT "custom_team_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_members" ADD CONSTRAINT "custom_team_members_team_id_user_defined_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."user_defined_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_team_members" ADD CONSTRAINT "custom_team_members_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defined_teams" ADD CONSTRAINT "user_defined_teams_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_comments_prospect_idx" ON "prospect_comments" USING btree ("prospect_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_team_members_member_uq" ON "custom_team_members" USING btree ("team_member_id");--> statement-breakpoint
CREATE INDEX "custom_team_members_team_idx" ON "custom_team_members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "user_defined_teams_owner_idx" ON "user_defined_teams" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prospects_owner_full_name_idx" ON "prospects" USING btree ("user_id",lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "contacts_owner_full_name_idx" ON "contacts" USING btree ("user_id",lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "team_members_owner_full_name_idx" ON "team_members" USING btree ("user_id",lower("first_name"),lower("last_name"),"id");