-- The distinct words of the search texts, for near matches (schema.ts' searchWords): kept by a row
-- trigger whatever writes a library, filled here from the texts already written.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w FROM regexp_split_to_table(
      concat_ws(' ', NEW."search_en", NEW."search_ar", NEW."search_place"), '[^A-Za-z0-9]+') AS w
    WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "libraries_add_search_words" AFTER INSERT OR UPDATE OF "search_en", "search_ar", "search_place" ON "libraries" FOR EACH ROW EXECUTE FUNCTION "add_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "libraries", regexp_split_to_table(
    concat_ws(' ', "search_en", "search_ar", "search_place"), '[^A-Za-z0-9]+') AS w
  WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
