CREATE TABLE "app_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"maintenance_message" text DEFAULT '' NOT NULL,
	"failed_sign_in_threshold" integer DEFAULT 5 NOT NULL,
	"failed_sign_in_window_minutes" integer DEFAULT 15 NOT NULL,
	"mass_deletion_threshold" integer DEFAULT 100 NOT NULL,
	"mass_deletion_window_minutes" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "app_settings_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "deletion_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"deleted" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"email" text,
	"ip_address" text,
	"country" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_addresses" (
	"user_id" text NOT NULL,
	"ip_address" text NOT NULL,
	"country" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_ip_address_pk" PRIMARY KEY("user_id","ip_address")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_alerts_type_check" CHECK ("system_alerts"."type" in ('info', 'warning', 'critical')),
	CONSTRAINT "system_alerts_content_length" CHECK (char_length("system_alerts"."content") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_log" ADD CONSTRAINT "deletion_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_alerts" ADD CONSTRAINT "system_alerts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_log_user_idx" ON "deletion_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_events_kind_created_idx" ON "security_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_idx" ON "sign_in_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_address_idx" ON "sign_in_failures" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "system_alerts_active_idx" ON "system_alerts" USING btree ("active","created_at");--> statement-breakpoint
-- Mass deletions: every statement deleting CRM records logs how many it removed per owner; when an
-- owner's sum over the window first reaches the threshold (app_settings, else the defaults), one
-- mass_deletion entry goes to the suspicious-activity log. Rows of an account being deleted are not
-- counted: its user row is gone by the time the cascade runs, so the join finds no owner.
CREATE OR REPLACE FUNCTION log_mass_deletions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  threshold integer;
  window_minutes integer;
  owner record;
  before_sum integer;
BEGIN
  SELECT s.mass_deletion_threshold, s.mass_deletion_window_minutes INTO threshold, window_minutes FROM app_settings s WHERE s.id = 1;
  threshold := COALESCE(threshold, 100);
  window_minutes := COALESCE(window_minutes, 10);
  FOR owner IN SELECT o.user_id, count(*)::integer AS deleted FROM old_rows o JOIN "user" u ON u.id = o.user_id GROUP BY o.user_id LOOP
    SELECT COALESCE(sum(d.deleted), 0)::integer INTO before_sum FROM deletion_log d
      WHERE d.user_id = owner.user_id AND d.created_at > now() - make_interval(mins => window_minutes);
    DELETE FROM deletion_log d WHERE d.user_id = owner.user_id AND d.created_at < now() - interval '1 day';
    INSERT INTO deletion_log (user_id, deleted) VALUES (owner.user_id, owner.deleted);
    IF before_sum < threshold AND before_sum + owner.deleted >= threshold THEN
      INSERT INTO security_events (kind, user_id, email, details)
        SELECT 'mass_deletion', u.id, u.email, json_build_object('count', before_sum + owner.deleted, 'windowMinutes', window_minutes)::jsonb FROM "user" u WHERE u.id = owner.user_id;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_mass_deletion AFTER DELETE ON prospects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_mass_deletions();
--> statement-breakpoint
CREATE TRIGGER contacts_mass_deletion AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_mass_deletions();
--> statement-breakpoint
CREATE TRIGGER team_members_mass_deletion AFTER DELETE ON team_members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_mass_deletions();
--> statement-breakpoint
CREATE TRIGGER activities_mass_deletion AFTER DELETE ON activities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_mass_deletions();
--> statement-breakpoint
CREATE TRIGGER deals_mass_deletion AFTER DELETE ON deals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_mass_deletions();
--> statement-breakpoint
CREATE TRIGGER tasks_mass_deletion AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_mass_deletions();
--> statement-breakpoint
CREATE TRIGGER goals_mass_deletion AFTER DELETE ON goals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_mass_deletions();
--> statement-breakpoint
CREATE TRIGGER commissions_mass_deletion AFTER DELETE ON commissions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_mass_deletions();
--> statement-breakpoint
-- A banned user's open pages are told until when and why before their sockets close (replaces 0014's).
CREATE OR REPLACE FUNCTION user_banned_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('upline_events', json_build_object('type', 'session.ended', 'to', json_build_object('userIds', json_build_array(NEW.id)),
    'data', json_build_object('reason', 'banned', 'bannedUntil', NEW.ban_expires, 'banReason', NEW.ban_reason))::text);
  RETURN NULL;
END $$;
