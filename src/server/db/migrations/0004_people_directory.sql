CREATE TABLE "people_directory" (
	"user_id" text NOT NULL,
	"person_type" text NOT NULL,
	"person_id" uuid NOT NULL,
	"sort_first" text NOT NULL,
	"sort_last" text NOT NULL,
	CONSTRAINT "people_directory_person_type_person_id_pk" PRIMARY KEY("person_type","person_id")
);
--> statement-breakpoint
CREATE INDEX "people_directory_owner_sort_idx" ON "people_directory" USING btree ("user_id","sort_first","sort_last","person_id");--> statement-breakpoint
CREATE INDEX "people_directory_owner_type_sort_idx" ON "people_directory" USING btree ("user_id","person_type","sort_first","sort_last","person_id");