ALTER TABLE "libraries" ADD COLUMN "opening_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "time_zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "catalogue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "digital_library" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "access" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "access_note" jsonb DEFAULT '{"en":"","ar":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "fact_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_access_check" CHECK ("libraries"."access" in ('', 'public', 'registration', 'researchers'));