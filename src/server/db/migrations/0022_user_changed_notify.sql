-- Instances keep recently checked sessions in memory (plugins/session-cache.ts). A change to what
-- a session check answers (name, email, verification, role, ban) announces itself on the realtime
-- channel every instance listens to, so none answers from an outdated copy.
CREATE OR REPLACE FUNCTION user_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('upline_events', json_build_object('type', 'user.changed', 'to', json_build_object('userIds', json_build_array(NEW.id)), 'data', '{}'::json)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_changed_notify AFTER UPDATE ON "user" FOR EACH ROW
  WHEN (NEW.name IS DISTINCT FROM OLD.name OR NEW.email IS DISTINCT FROM OLD.email OR NEW.email_verified IS DISTINCT FROM OLD.email_verified
        OR NEW.role IS DISTINCT FROM OLD.role OR NEW.banned IS DISTINCT FROM OLD.banned OR NEW.ban_expires IS DISTINCT FROM OLD.ban_expires)
  EXECUTE FUNCTION user_changed_notify();
