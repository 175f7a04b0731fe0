CREATE TABLE "region_library_counts" (
	"region" text PRIMARY KEY NOT NULL,
	"libraries" bigint NOT NULL
);
--> statement-breakpoint
-- Kept by statement triggers with transition tables (as migration 0011's log), whoever writes:
-- one INSERT here per write, the regions it touched in their order. A write to "libraries" takes
-- the library_versions row first (libraries_bump_version fires before these, by name), so writers
-- of libraries queue there and never hold two regions' rows in opposite orders (no deadlock). An
-- UPDATE fires for every column (a statement trigger with transition tables takes no column list)
-- and writes nothing unless a region changed.
CREATE FUNCTION "count_libraries_by_region"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "region_library_counts" ("region", "libraries")
			SELECT coalesce("region" ->> 'en', ''), count(*) FROM "new_rows" GROUP BY 1 ORDER BY 1
		ON CONFLICT ("region") DO UPDATE
			SET "libraries" = "region_library_counts"."libraries" + EXCLUDED."libraries";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "region_library_counts" ("region", "libraries")
			SELECT coalesce("region" ->> 'en', ''), -count(*) FROM "old_rows" GROUP BY 1 ORDER BY 1
		ON CONFLICT ("region") DO UPDATE
			SET "libraries" = "region_library_counts"."libraries" + EXCLUDED."libraries";
	ELSE
		INSERT INTO "region_library_counts" ("region", "libraries")
			SELECT "region", sum("change") FROM (
				SELECT coalesce("region" ->> 'en', '') AS "region", 1 AS "change" FROM "new_rows"
				UNION ALL
				SELECT coalesce("region" ->> 'en', ''), -1 FROM "old_rows"
			) "changes" GROUP BY 1 HAVING sum("change") <> 0 ORDER BY 1
		ON CONFLICT ("region") DO UPDATE
			SET "libraries" = "region_library_counts"."libraries" + EXCLUDED."libraries";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "libraries_count_inserts" AFTER INSERT ON "libraries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_libraries_by_region"();--> statement-breakpoint
CREATE TRIGGER "libraries_count_updates" AFTER UPDATE ON "libraries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_libraries_by_region"();--> statement-breakpoint
CREATE TRIGGER "libraries_count_deletes" AFTER DELETE ON "libraries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_libraries_by_region"();--> statement-breakpoint
CREATE FUNCTION "uncount_libraries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "region_library_counts";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "libraries_count_truncate" AFTER TRUNCATE ON "libraries" FOR EACH STATEMENT EXECUTE FUNCTION "uncount_libraries"();--> statement-breakpoint
-- The libraries already there, counted once: the triggers above lock "libraries" against writes
-- until this migration's transaction ends, so none is missed nor counted twice.
INSERT INTO "region_library_counts" ("region", "libraries")
	SELECT coalesce("region" ->> 'en', ''), count(*) FROM "libraries" GROUP BY 1;
