CREATE TABLE "library_row_changes" (
	"library_id" text PRIMARY KEY NOT NULL,
	"xid" "xid8" NOT NULL,
	"removed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "library_row_changes_xid_idx" ON "library_row_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "libraries_list_order_idx" ON "libraries" USING btree (("lib_name" ->> 'en'),"id");--> statement-breakpoint
-- Every write to "libraries" records, per library id, the transaction that made it and whether it
-- removed the row, in that transaction: whoever writes (the routes, a script, psql). Statement
-- triggers with transition tables, one statement per write, so a bulk load of 5,000 rows costs
-- one INSERT here. A later write of the same id overwrites its line: the log holds one line per
-- id ever written (removals stay, as removed_libraries does).
CREATE FUNCTION "log_library_row_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "library_row_changes" ("library_id", "xid", "removed")
			SELECT "id", pg_current_xact_id(), false FROM "new_rows"
		ON CONFLICT ("library_id") DO UPDATE SET "xid" = EXCLUDED."xid", "removed" = false;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "library_row_changes" ("library_id", "xid", "removed")
			SELECT "id", pg_current_xact_id(), true FROM "old_rows"
		ON CONFLICT ("library_id") DO UPDATE SET "xid" = EXCLUDED."xid", "removed" = true;
	ELSE
		-- An UPDATE that changed an id removed the old one: present are the ids of the new rows.
		INSERT INTO "library_row_changes" ("library_id", "xid", "removed")
			SELECT coalesce(n."id", o."id"), pg_current_xact_id(), n."id" IS NULL
			FROM "old_rows" o FULL JOIN "new_rows" n ON n."id" = o."id"
		ON CONFLICT ("library_id") DO UPDATE SET "xid" = EXCLUDED."xid", "removed" = EXCLUDED."removed";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "libraries_log_inserts" AFTER INSERT ON "libraries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "log_library_row_changes"();--> statement-breakpoint
CREATE TRIGGER "libraries_log_updates" AFTER UPDATE ON "libraries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "log_library_row_changes"();--> statement-breakpoint
CREATE TRIGGER "libraries_log_deletes" AFTER DELETE ON "libraries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "log_library_row_changes"();--> statement-breakpoint
-- TRUNCATE fires no row trigger and has no transition table: every row is logged as removed first.
CREATE FUNCTION "log_library_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "library_row_changes" ("library_id", "xid", "removed")
		SELECT "id", pg_current_xact_id(), true FROM "libraries"
	ON CONFLICT ("library_id") DO UPDATE SET "xid" = EXCLUDED."xid", "removed" = true;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "libraries_log_truncate" BEFORE TRUNCATE ON "libraries" FOR EACH STATEMENT EXECUTE FUNCTION "log_library_truncate"();
