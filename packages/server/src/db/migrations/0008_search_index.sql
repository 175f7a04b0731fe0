-- Trigram indexes for GET /api/directory/search: LIKE '%text%' and word similarity on the search
-- texts (PGlite loads the extension's code through db/client.ts). The texts themselves are filled
-- at startup (fillLibrarySearch): a migration cannot run the JavaScript that makes them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "library_ranks" (
	"library_id" text PRIMARY KEY NOT NULL,
	"sort_en" integer NOT NULL,
	"sort_ar" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "search_en" text;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "search_ar" text;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "search_words_en" text;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "search_words_ar" text;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "search_place" text;--> statement-breakpoint
CREATE INDEX "library_ranks_sort_en_idx" ON "library_ranks" USING btree ("sort_en","library_id");--> statement-breakpoint
CREATE INDEX "library_ranks_sort_ar_idx" ON "library_ranks" USING btree ("sort_ar","library_id");--> statement-breakpoint
CREATE INDEX "libraries_search_en_trgm_idx" ON "libraries" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "libraries_search_ar_trgm_idx" ON "libraries" USING gin ("search_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "libraries_search_words_en_trgm_idx" ON "libraries" USING gin ("search_words_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "libraries_search_words_ar_trgm_idx" ON "libraries" USING gin ("search_words_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "libraries_search_place_trgm_idx" ON "libraries" USING gin ("search_place" gin_trgm_ops);