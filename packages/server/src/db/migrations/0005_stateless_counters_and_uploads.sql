CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_contents" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_contents" ADD CONSTRAINT "upload_contents_name_uploads_name_fk" FOREIGN KEY ("name") REFERENCES "public"."uploads"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_counters_expires_idx" ON "rate_counters" USING btree ("expires_at");