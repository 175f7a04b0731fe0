CREATE TABLE "removed_libraries" (
	"id" text PRIMARY KEY NOT NULL,
	"lib_name" jsonb NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" uuid,
	"merged_into" text,
	CONSTRAINT "removed_libraries_not_into_itself" CHECK ("removed_libraries"."merged_into" <> "removed_libraries"."id")
);
--> statement-breakpoint
ALTER TABLE "removed_libraries" ADD CONSTRAINT "removed_libraries_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removed_libraries_removed_idx" ON "removed_libraries" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "removed_libraries_merged_into_idx" ON "removed_libraries" USING btree ("merged_into");--> statement-breakpoint
CREATE INDEX "library_changes_created_idx" ON "library_changes" USING btree ("created_at");