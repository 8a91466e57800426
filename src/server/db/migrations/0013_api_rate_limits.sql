CREATE TABLE "api_rate_limits" (
	"user_id" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_rate_limits_user_id_pk" PRIMARY KEY("user_id")
);
