CREATE TABLE "event_judges" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"track" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_judges_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_judging" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"tracks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_scores" (
	"project_id" uuid NOT NULL,
	"judge_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_scores_project_id_judge_id_pk" PRIMARY KEY("project_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "project_email_invites" (
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_email_invites_project_id_email_pk" PRIMARY KEY("project_id","email")
);
--> statement-breakpoint
ALTER TABLE "invites" DROP CONSTRAINT "invites_role_check";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "more_images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "demo_url" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "track" text;--> statement-breakpoint
ALTER TABLE "event_judges" ADD CONSTRAINT "event_judges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_judges" ADD CONSTRAINT "event_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_judging" ADD CONSTRAINT "event_judging_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_email_invites" ADD CONSTRAINT "project_email_invites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_email_invites" ADD CONSTRAINT "project_email_invites_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_judges_user_idx" ON "event_judges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "judging_scores_event_idx" ON "judging_scores" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "judging_scores_judge_idx" ON "judging_scores" USING btree ("judge_id");--> statement-breakpoint
CREATE INDEX "project_email_invites_email_idx" ON "project_email_invites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "project_email_invites_added_by_idx" ON "project_email_invites" USING btree ("added_by");--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_role_check" CHECK ("invites"."role" in ('guest', 'event_admin', 'judge'));