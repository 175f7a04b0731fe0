CREATE TABLE "library_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"suggestion_id" uuid,
	"reverts_id" uuid,
	"revision" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_changes_kind_check" CHECK ("library_changes"."kind" in ('create', 'seed', 'edit', 'proposal', 'revert'))
);
--> statement-breakpoint
CREATE TABLE "library_proposals" (
	"suggestion_id" uuid PRIMARY KEY NOT NULL,
	"library_name" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"applied_fields" jsonb,
	"applied_at" timestamp with time zone,
	"applied_by" uuid
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"suggestion_id" uuid NOT NULL,
	"actor_id" uuid,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('approved', 'rejected', 'applied', 'commented'))
);
--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "library_id" text;--> statement-breakpoint
ALTER TABLE "library_changes" ADD CONSTRAINT "library_changes_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_changes" ADD CONSTRAINT "library_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_changes" ADD CONSTRAINT "library_changes_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_changes" ADD CONSTRAINT "library_changes_reverts_id_library_changes_id_fk" FOREIGN KEY ("reverts_id") REFERENCES "public"."library_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_proposals" ADD CONSTRAINT "library_proposals_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_proposals" ADD CONSTRAINT "library_proposals_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_changes_library_idx" ON "library_changes" USING btree ("library_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "library_changes_reverts_unique" ON "library_changes" USING btree ("reverts_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggestions_library_idx" ON "suggestions" USING btree ("library_id");--> statement-breakpoint
CREATE FUNCTION "bump_library_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."revision" := OLD."revision" + 1;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "libraries_bump_revision" BEFORE UPDATE ON "libraries" FOR EACH ROW EXECUTE FUNCTION "bump_library_revision"();
