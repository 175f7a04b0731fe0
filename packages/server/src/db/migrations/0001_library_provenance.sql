ALTER TABLE "libraries" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "last_checked" date;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "wikidata" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "isil" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "location_precision" text DEFAULT 'building' NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "sovereign_state" jsonb;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_location_precision_check" CHECK ("libraries"."location_precision" in ('building', 'city'));