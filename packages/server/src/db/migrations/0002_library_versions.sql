CREATE TABLE "library_versions" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "library_versions_single_row" CHECK ("library_versions"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "library_versions" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_library_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	INSERT INTO "library_versions" ("id", "version") VALUES (1, 1)
	ON CONFLICT ("id") DO UPDATE SET "version" = "library_versions"."version" + 1
	RETURNING "version" INTO next_version;
	PERFORM pg_notify('library_version', next_version::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "libraries_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "libraries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_library_version"();
