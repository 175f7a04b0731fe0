-- The version of the search-text rules the libraries' search columns were written with (one row,
-- schema.ts' searchTextRules). No row yet: the first start after this migration rewrites every
-- library's search texts (refreshSearchText), as a database made before may hold older ones.
CREATE TABLE "search_text_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	CONSTRAINT "search_text_rules_single_row" CHECK ("search_text_rules"."id" = 1)
);
