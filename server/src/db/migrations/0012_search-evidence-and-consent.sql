ALTER TABLE "talent_profiles" ADD COLUMN "evidence" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "appear_in_search" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- An event as evidence names it: "Agents Hackathon 2026 (hackathon, Mar 2026)", its month in the
-- events' time zone (docs/product/events.md).
CREATE OR REPLACE FUNCTION hearth_evidence_event(p_name text, p_type text, p_starts_at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT p_name || ' (' || p_type || ', ' || to_char(p_starts_at AT TIME ZONE 'America/Los_Angeles', 'Mon YYYY') || ')'
$$;
--> statement-breakpoint
-- What a person did on Hearth, as lines a site admin may read (docs/product/search.md#evidence):
-- awards first ("Won the Best Agent award at …: built …"), then the projects they built, then the
-- events they were approved for or checked in at and built nothing at. Only accepted team members
-- and approved registrations count. Kept in talent_profiles.evidence by the `search-evidence` job.
CREATE OR REPLACE FUNCTION hearth_talent_evidence(p_user uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  WITH built AS (
    SELECT p.event_id, e.starts_at, p.name, p.tech_stack,
      left(regexp_replace(p.description, '\s+', ' ', 'g'), 300) AS description,
      hearth_evidence_event(e.name, e.type, e.starts_at) AS event,
      (SELECT string_agg(a.award_name, ' and ' ORDER BY a.award_weight, a.award_name) FROM project_awards a WHERE a.project_id = p.id) AS awards,
      (SELECT count(*) FROM project_awards a WHERE a.project_id = p.id) AS award_count,
      (SELECT min(a.award_weight) FROM project_awards a WHERE a.project_id = p.id) AS best
    FROM project_members m JOIN projects p ON p.id = m.project_id JOIN events e ON e.id = p.event_id
    WHERE m.user_id = p_user AND m.status = 'accepted'
  ),
  lines AS (
    SELECT CASE WHEN award_count > 0 THEN 0 ELSE 1 END AS tier, coalesce(best, 0) AS best, starts_at,
      CASE WHEN award_count > 0 THEN 'award' ELSE 'project' END AS kind,
      CASE WHEN award_count > 0
        THEN 'Won the ' || awards || CASE WHEN award_count > 1 THEN ' awards' ELSE ' award' END || ' at ' || event || ': built ' || name
        ELSE 'Built ' || name || ' at ' || event END
      || CASE WHEN description <> '' THEN ': ' || description ELSE '' END
      || CASE WHEN btrim(tech_stack) <> '' THEN ' Stack: ' || btrim(tech_stack) ELSE '' END AS text
    FROM built
    UNION ALL
    SELECT 2, 0, e.starts_at, 'event',
      CASE WHEN r.checked_in_at IS NULL THEN 'Approved for ' ELSE 'Checked in at ' END || hearth_evidence_event(e.name, e.type, e.starts_at)
    FROM registrations r JOIN events e ON e.id = r.event_id
    WHERE r.user_id = p_user AND r.status = 'approved' AND NOT EXISTS (SELECT 1 FROM built b WHERE b.event_id = r.event_id)
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'text', text) ORDER BY tier, best, starts_at DESC, text), '[]'::jsonb)
  FROM (SELECT * FROM lines ORDER BY tier, best, starts_at DESC, text LIMIT 20) kept
$$;
--> statement-breakpoint
-- The talent document (hearth_talent_document, migration 0010_search-ddl.sql) with the evidence
-- lines weighed as projects are (B): what someone built and won on Hearth is found like what they
-- built elsewhere.
CREATE OR REPLACE FUNCTION hearth_talent_profile_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE u record;
BEGIN
  SELECT name, headline, ai_project INTO u FROM users WHERE id = NEW.user_id;
  NEW.search := hearth_talent_document(u.name, u.headline, u.ai_project, NEW.experiences, NEW.education, NEW.github_projects)
    || setweight(to_tsvector('english', coalesce((SELECT string_agg(x->>'text', ' ') FROM jsonb_array_elements(NEW.evidence) x), '')), 'B');
  NEW.updated_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hearth_talent_profile_search ON talent_profiles;
--> statement-breakpoint
CREATE TRIGGER hearth_talent_profile_search BEFORE INSERT OR UPDATE OF experiences, education, github_projects, evidence, updated_at ON talent_profiles
FOR EACH ROW EXECUTE FUNCTION hearth_talent_profile_search();
--> statement-breakpoint
UPDATE talent_profiles SET evidence = hearth_talent_evidence(user_id)
WHERE user_id IN (SELECT user_id FROM project_members UNION SELECT user_id FROM registrations WHERE status = 'approved');
