-- Every instance keeps the actor of a recently seen session in memory (auth/session-cache.ts) and
-- drops its copies when this channel says a session or a signed-in user's role or e-mail changed,
-- whichever instance (or script) changed it. A new session or user changes no kept actor.
CREATE FUNCTION "hearth_notify_session_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hearth_session_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_session_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "hearth_notify_session_changes"();--> statement-breakpoint
CREATE TRIGGER "users_session_changes" AFTER UPDATE OF "role", "email" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "hearth_notify_session_changes"();
