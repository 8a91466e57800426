ALTER TABLE "user_profiles" ADD COLUMN "sign_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Accounts with a session on record have signed in before: they are greeted as returning.
UPDATE "user_profiles" SET "sign_in_count" = 1 WHERE EXISTS (SELECT 1 FROM "session" WHERE "session"."user_id" = "user_profiles"."user_id");
