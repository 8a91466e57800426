-- Sockets must close when their session ends, however it ends (sign-out, revoke, password reset,
-- ban, an admin's action) and whichever instance holds them: every such change in the database
-- announces itself on the realtime channel that all instances listen to. Sessions that had already
-- expired are skipped: their sockets closed at expiry, and sweeps of old rows stay quiet.
CREATE OR REPLACE FUNCTION session_ended_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.expires_at > now() THEN
    PERFORM pg_notify('upline_events', json_build_object('type', 'session.ended', 'to', json_build_object('sessionIds', json_build_array(OLD.id)), 'data', '{}'::json)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_ended_notify AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION session_ended_notify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_banned_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('upline_events', json_build_object('type', 'session.ended', 'to', json_build_object('userIds', json_build_array(NEW.id)), 'data', '{}'::json)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_banned_notify AFTER UPDATE OF banned ON "user" FOR EACH ROW
  WHEN (NEW.banned IS TRUE AND OLD.banned IS DISTINCT FROM TRUE) EXECUTE FUNCTION user_banned_notify();
--> statement-breakpoint
-- A new password (reset, change, an admin's) voids every reset link still outstanding for the
-- account: an older link from the inbox must not set the password again. better-auth keeps reset
-- tokens in "verification" as identifier 'reset-password:<token>' with the user id as value.
CREATE OR REPLACE FUNCTION password_changed_void_reset_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "verification" WHERE identifier LIKE 'reset-password:%' AND value = NEW.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER password_changed_void_reset_links AFTER UPDATE OF password ON "account" FOR EACH ROW
  WHEN (NEW.password IS DISTINCT FROM OLD.password) EXECUTE FUNCTION password_changed_void_reset_links();
