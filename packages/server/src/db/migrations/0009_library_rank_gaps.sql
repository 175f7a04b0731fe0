-- Ranks with room between them (rankLibraries' RANK_GAP, 2^20 apart): a new or renamed library
-- takes a value between its neighbours (placeLibrary) instead of every library being ranked again.
-- The ranks already written keep their order, spread out.
ALTER TABLE "library_ranks" ALTER COLUMN "sort_en" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "library_ranks" ALTER COLUMN "sort_ar" SET DATA TYPE bigint;--> statement-breakpoint
UPDATE "library_ranks" SET "sort_en" = ("sort_en" + 1) * 1048576, "sort_ar" = ("sort_ar" + 1) * 1048576;
