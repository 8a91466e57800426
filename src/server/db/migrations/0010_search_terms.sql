CREATE TABLE "search_terms" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "search_terms_user_id_kind_term_pk" PRIMARY KEY("user_id","kind","term")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospects_owner_search_name_idx" ON "prospects" USING btree ("user_id",upline_fold("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "contacts_owner_search_name_idx" ON "contacts" USING btree ("user_id",upline_fold("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "team_members_owner_search_name_idx" ON "team_members" USING btree ("user_id",upline_fold("first_name" || ' ' || "last_name"));