CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every instance caches the anonymous event reads (events/public-cache.ts) and drops its copy when
-- this channel says a table behind them changed, whichever instance (or script) changed it.
CREATE FUNCTION "hearth_notify_public_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hearth_public_reads', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "hearth_notify_public_reads"();--> statement-breakpoint
CREATE TRIGGER "event_hosts_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_hosts" FOR EACH STATEMENT EXECUTE FUNCTION "hearth_notify_public_reads"();--> statement-breakpoint
CREATE TRIGGER "registrations_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "registrations" FOR EACH STATEMENT EXECUTE FUNCTION "hearth_notify_public_reads"();--> statement-breakpoint
CREATE TRIGGER "users_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "hearth_notify_public_reads"();--> statement-breakpoint
CREATE TRIGGER "projects_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "hearth_notify_public_reads"();--> statement-breakpoint
CREATE TRIGGER "project_members_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_members" FOR EACH STATEMENT EXECUTE FUNCTION "hearth_notify_public_reads"();--> statement-breakpoint
CREATE TRIGGER "project_awards_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_awards" FOR EACH STATEMENT EXECUTE FUNCTION "hearth_notify_public_reads"();
