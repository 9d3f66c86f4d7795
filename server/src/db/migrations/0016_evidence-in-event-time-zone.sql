-- Events keep their own time zone now (migration 0013): evidence names an event's month in it, no
-- longer always in Los Angeles (hearth_talent_evidence of migration 0012, otherwise unchanged).
CREATE OR REPLACE FUNCTION hearth_evidence_event(p_name text, p_type text, p_starts_at timestamptz, p_zone text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT p_name || ' (' || p_type || ', ' || to_char(p_starts_at AT TIME ZONE p_zone, 'Mon YYYY') || ')'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hearth_talent_evidence(p_user uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  WITH built AS (
    SELECT p.event_id, e.starts_at, p.name, p.tech_stack,
      left(regexp_replace(p.description, '\s+', ' ', 'g'), 300) AS description,
      hearth_evidence_event(e.name, e.type, e.starts_at, e.timezone) AS event,
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
      CASE WHEN r.checked_in_at IS NULL THEN 'Approved for ' ELSE 'Checked in at ' END || hearth_evidence_event(e.name, e.type, e.starts_at, e.timezone)
    FROM registrations r JOIN events e ON e.id = r.event_id
    WHERE r.user_id = p_user AND r.status = 'approved' AND NOT EXISTS (SELECT 1 FROM built b WHERE b.event_id = r.event_id)
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('kind', kind, 'text', text) ORDER BY tier, best, starts_at DESC, text), '[]'::jsonb)
  FROM (SELECT * FROM lines ORDER BY tier, best, starts_at DESC, text LIMIT 20) kept
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS hearth_evidence_event(text, text, timestamptz);
--> statement-breakpoint
UPDATE talent_profiles SET evidence = hearth_talent_evidence(user_id)
WHERE user_id IN (SELECT user_id FROM project_members UNION SELECT user_id FROM registrations WHERE status = 'approved');
