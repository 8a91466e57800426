-- Follow-up rules, the scheduler and the calendar (src/server/modules/scheduler, calendar).
--
-- A birthday's date in year `y`: 29 February falls on the 28th in a year without one.
CREATE OR REPLACE FUNCTION upline_birthday_in(birthday date, y int) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE
  WHEN extract(month FROM birthday) = 2 AND extract(day FROM birthday) = 29 AND NOT ((y % 4 = 0 AND y % 100 <> 0) OR y % 400 = 0)
  THEN make_date(y, 2, 28)
  ELSE make_date(y, extract(month FROM birthday)::int, extract(day FROM birthday)::int)
END $$;
--> statement-breakpoint
-- The next birthday on or after `today` (the owner's local day).
CREATE OR REPLACE FUNCTION upline_next_birthday(birthday date, today date) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE
  WHEN upline_birthday_in(birthday, extract(year FROM today)::int) >= today THEN upline_birthday_in(birthday, extract(year FROM today)::int)
  ELSE upline_birthday_in(birthday, extract(year FROM today)::int + 1)
END $$;
--> statement-breakpoint
-- The calendar reads a range of each owner's scheduled activities (tasks and reminders have
-- (user_id, due_at) indexes since 0019).
CREATE INDEX IF NOT EXISTS activities_owner_scheduled_idx ON activities (user_id, scheduled_at) WHERE scheduled_at IS NOT NULL;
--> statement-breakpoint
-- A person's reminders: the rules look up completed ones per prospect, and deleting a prospect or
-- a contact cascades to its reminders without scanning the table.
CREATE INDEX IF NOT EXISTS follow_ups_prospect_idx ON follow_up_reminders (prospect_id, completed_at) WHERE prospect_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS follow_ups_contact_idx ON follow_up_reminders (contact_id) WHERE contact_id IS NOT NULL;
--> statement-breakpoint
-- The few people each rule looks at, without reading an owner's every prospect or contact.
CREATE INDEX IF NOT EXISTS prospects_owner_birthday_idx ON prospects (user_id) WHERE birthday IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS contacts_owner_birthday_idx ON contacts (user_id) WHERE birthday IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS prospects_owner_stay_in_touch_idx ON prospects (user_id) WHERE stay_in_touch_days IS NOT NULL;
