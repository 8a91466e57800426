CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_banned_idx" ON "user" USING btree ("ban_expires") WHERE "user"."banned";--> statement-breakpoint
CREATE INDEX "user_profiles_tier_idx" ON "user_profiles" USING btree ("membership_tier","user_id");