-- Hand-tuned SQL of the talent and company search (docs/architecture.md#search). Each statement follows a
-- `-- name:` line; `setup/*` statements run in order at start-up and are idempotent, `vector/*`
-- only where pgvector exists. Parameters are $1, $2, … (see sql.ts).

-- name: setup/employer-words
-- Employers' names as lowercase words marked "@" (rank.ts: employerLexeme), positions kept.
CREATE OR REPLACE FUNCTION hearth_employer_words(p_text text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(to_tsvector('simple', p_text)::text, '''([^'']+)''', '''@\1''', 'g')::tsvector
$$;

-- name: setup/talent-document
-- The weighted full-text document of a talent, read as a recruiter reads a profile (issue 18):
-- A job titles; B what they did (the work in each job, education, projects); C name and the role
-- part of the headline; D where: employers' names, and the employer part of a headline "Role @
-- Company" (split as in tokens.ts), as unstemmed words marked "@" ("@scale"), so that only a
-- company the prompt names matches them (plan.ts) and "scaled" never finds "Scale AI".
CREATE OR REPLACE FUNCTION hearth_talent_document(p_name text, p_headline text, p_ai_project text, p_experiences jsonb, p_education jsonb, p_github jsonb)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  WITH headline AS (SELECT regexp_match(coalesce(p_headline, ''), '^(.*?)(?:\s*@\s*|\s+at\s+)(.+)$') AS parts)
  SELECT setweight(to_tsvector('english', coalesce((SELECT string_agg(coalesce(e->>'title', ''), ' ') FROM jsonb_array_elements(coalesce(p_experiences, '[]')) e), '')), 'A')
    || setweight(to_tsvector('english', coalesce(p_ai_project, '')
         || ' ' || coalesce((SELECT string_agg(coalesce(e->>'description', ''), ' ') FROM jsonb_array_elements(coalesce(p_experiences, '[]')) e), '')
         || ' ' || coalesce((SELECT string_agg(coalesce(s->>'school', '') || ' ' || coalesce(s->>'degree_name', '') || ' ' || coalesce(s->>'description', ''), ' ') FROM jsonb_array_elements(coalesce(p_education, '[]')) s), '')
         || ' ' || coalesce((SELECT string_agg(replace(coalesce(g->>'name', ''), '/', ' ') || ' ' || coalesce(g->>'description', ''), ' ') FROM jsonb_array_elements(coalesce(p_github, '[]')) g), '')), 'B')
    || setweight(to_tsvector('english', coalesce(p_name, '') || ' ' || coalesce((SELECT parts[1] FROM headline), p_headline, '')), 'C')
    || setweight(hearth_employer_words(coalesce((SELECT string_agg(coalesce(e->>'company', ''), ' ') FROM jsonb_array_elements(coalesce(p_experiences, '[]')) e), '')
         || ' ' || coalesce((SELECT parts[2] FROM headline), '')), 'D')
$$;

-- name: setup/talent-profile-trigger-function
CREATE OR REPLACE FUNCTION hearth_talent_profile_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE u record;
BEGIN
  SELECT name, headline, ai_project INTO u FROM users WHERE id = NEW.user_id;
  NEW.search := hearth_talent_document(u.name, u.headline, u.ai_project, NEW.experiences, NEW.education, NEW.github_projects);
  NEW.updated_at := now();
  RETURN NEW;
END $$;

-- name: setup/talent-profile-trigger-drop
DROP TRIGGER IF EXISTS hearth_talent_profile_search ON talent_profiles;

-- name: setup/talent-profile-trigger
CREATE TRIGGER hearth_talent_profile_search BEFORE INSERT OR UPDATE OF experiences, education, github_projects, updated_at ON talent_profiles
FOR EACH ROW EXECUTE FUNCTION hearth_talent_profile_search();

-- name: setup/user-trigger-function
-- Platform users who sign up are talents too: every user has a talent profile, refreshed when
-- the fields of its document change.
CREATE OR REPLACE FUNCTION hearth_user_talent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO talent_profiles (user_id) VALUES (NEW.id)
  ON CONFLICT (user_id) DO UPDATE SET updated_at = now();
  RETURN NULL;
END $$;

-- name: setup/user-trigger-drop
DROP TRIGGER IF EXISTS hearth_user_talent ON users;

-- name: setup/user-trigger
CREATE TRIGGER hearth_user_talent AFTER INSERT OR UPDATE OF name, headline, ai_project ON users
FOR EACH ROW EXECUTE FUNCTION hearth_user_talent();

-- name: setup/talent-backfill
INSERT INTO talent_profiles (user_id) SELECT id FROM users u WHERE NOT EXISTS (SELECT 1 FROM talent_profiles p WHERE p.user_id = u.id)
ON CONFLICT (user_id) DO NOTHING;

-- name: setup/company-trigger-function
-- A company's document: what it does A (tagline, description, summary, products, AI tags); its
-- name B; its industry label C (issue 18: what a company does counts over its label).
CREATE OR REPLACE FUNCTION hearth_company_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('english', coalesce(NEW.tagline, '') || ' ' || coalesce(NEW.description, '') || ' '
         || coalesce(NEW.research #>> '{ai_summary,summary}', '') || ' '
         || coalesce((SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(coalesce(NEW.research #> '{ai_summary,ai_tags}', '[]')) t), '') || ' '
         || coalesce((SELECT string_agg(coalesce(p->>'name', '') || ' ' || coalesce(p->>'description', ''), ' ') FROM jsonb_array_elements(coalesce(NEW.research->'notable_products', '[]')) p), '')), 'A')
    || setweight(to_tsvector('english', coalesce(NEW.name, '')), 'B')
    || setweight(to_tsvector('english', coalesce(NEW.industry, '')), 'C');
  RETURN NEW;
END $$;

-- name: setup/company-trigger-drop
DROP TRIGGER IF EXISTS hearth_company_search ON companies;

-- name: setup/company-trigger
CREATE TRIGGER hearth_company_search BEFORE INSERT OR UPDATE ON companies
FOR EACH ROW EXECUTE FUNCTION hearth_company_search();

-- name: setup/refresh-missing
UPDATE talent_profiles SET updated_at = now() WHERE search IS NULL;

-- name: vector/talent-table
CREATE TABLE IF NOT EXISTS talent_embeddings (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  model text NOT NULL,
  embedding vector(512) NOT NULL,
  embedded_at timestamptz NOT NULL DEFAULT now()
);

-- name: vector/talent-index
CREATE INDEX IF NOT EXISTS talent_embeddings_hnsw_idx ON talent_embeddings USING hnsw (embedding vector_cosine_ops);

-- name: vector/company-table
CREATE TABLE IF NOT EXISTS company_embeddings (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  model text NOT NULL,
  embedding vector(512) NOT NULL,
  embedded_at timestamptz NOT NULL DEFAULT now()
);

-- name: vector/company-index
CREATE INDEX IF NOT EXISTS company_embeddings_hnsw_idx ON company_embeddings USING hnsw (embedding vector_cosine_ops);

-- name: setup/or-query-drop
-- Until issue 18 the prompt's tsqueries were made here; plan.ts makes them now.
DROP FUNCTION IF EXISTS hearth_or_query(text);

-- name: setup/term-stats-table
-- Lexemes found in many documents (refreshed after imports), and each kind's number of documents
-- under the lexeme ''. A search picks its candidates by the prompt's rarer concepts and only ranks
-- by the common ones, so a word like "engineer" never makes it rank most of the table (plan.ts).
CREATE TABLE IF NOT EXISTS search_term_stats (
  kind text NOT NULL,
  lexeme text NOT NULL,
  ndoc integer NOT NULL,
  PRIMARY KEY (kind, lexeme)
);

-- name: setup/search-gate-drop
DROP FUNCTION IF EXISTS hearth_search_gate(text, text, boolean);

-- name: setup/company-names-table
-- The employers' names people and companies are known by, lowercase (refreshed after imports):
-- a prompt naming one asks about that employer (prompt.ts).
CREATE TABLE IF NOT EXISTS search_company_names (name text PRIMARY KEY);

-- name: setup/refresh-stats-function
-- A lexeme is common from 1,000 documents on; smaller sets have no common terms.
CREATE OR REPLACE FUNCTION hearth_refresh_search_stats() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_term_stats;
  INSERT INTO search_term_stats (kind, lexeme, ndoc)
  SELECT 'talents', word, ndoc FROM ts_stat('SELECT search FROM talent_profiles') WHERE ndoc >= 1000
  UNION ALL SELECT 'talents', '', count(*)::int FROM talent_profiles
  UNION ALL SELECT 'companies', word, ndoc FROM ts_stat('SELECT search FROM companies') WHERE ndoc >= 1000
  UNION ALL SELECT 'companies', '', count(*)::int FROM companies;
  DELETE FROM search_company_names;
  INSERT INTO search_company_names (name)
  SELECT DISTINCT lower(btrim(name)) FROM (
    SELECT name FROM companies WHERE name IS NOT NULL
    UNION ALL
    SELECT e->>'company' FROM talent_profiles p, jsonb_array_elements(p.experiences) e
  ) names WHERE btrim(coalesce(name, '')) <> '';
END $$;

-- name: setup/meta-table
CREATE TABLE IF NOT EXISTS search_meta (key text PRIMARY KEY, value text NOT NULL);

-- name: setup/documents-current
-- When the definition of the documents changes (issue 18 weighs the fields anew), every stored
-- document is made again, once, with the term statistics.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_meta WHERE key = 'documents' AND value = '2') THEN
    UPDATE talent_profiles p SET search = hearth_talent_document(u.name, u.headline, u.ai_project, p.experiences, p.education, p.github_projects)
    FROM users u WHERE u.id = p.user_id;
    UPDATE companies SET name = name;
    PERFORM hearth_refresh_search_stats();
    INSERT INTO search_meta (key, value) VALUES ('documents', '2') ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  END IF;
END $$;

-- name: refresh-search-stats
SELECT hearth_refresh_search_stats();

-- name: plan-stats
-- What a plan needs (plan.ts): how many documents have each lexeme ($2) and have any at all (''),
-- and which of the prompt's word sequences ($3) are known employers.
SELECT 'stat' AS what, lexeme AS value, ndoc FROM search_term_stats WHERE kind = $1 AND lexeme = ANY($2::text[])
UNION ALL
SELECT 'company', name, 0 FROM search_company_names WHERE name = ANY($3::text[]);

-- name: talent-candidates
-- Candidates (plan.ts): up to $4 profiles with every rare concept ($1), pre-ranked by ts_rank over
-- all concepts ($3); the best $5 of those where it is evidence ($6: the same query, weights A, B, D),
-- checked in rank order so that most are never checked. Only when those are fewer than $5 are they
-- followed, pre-ranked together, by the others and (when $7) up to $4 with any rare concept or every
-- common one ($2); otherwise none of those would be among the best $5. Weights {D, C, B, A}: titles
-- over work over a headline's words (the documents above).
WITH matched AS MATERIALIZED (
  SELECT user_id AS id, search, ts_rank('{1,0.2,0.6,1}', search, $3::tsquery) AS text
  FROM talent_profiles WHERE search @@ $1::tsquery LIMIT $4
),
-- OFFSET 0 keeps the evidence check above the sort.
first AS MATERIALIZED (
  SELECT id, text FROM (SELECT * FROM matched ORDER BY text DESC, id OFFSET 0) ranked WHERE search @@ $6::tsquery LIMIT $5
)
SELECT id, text FROM (
  SELECT id, text, 0 AS tier FROM first
  UNION ALL
  SELECT id, text, 1 FROM matched WHERE (SELECT count(*) FROM first) < $5 AND id NOT IN (SELECT id FROM first)
  UNION ALL
  (SELECT user_id, ts_rank('{1,0.2,0.6,1}', search, $3::tsquery), 1 FROM talent_profiles
   WHERE $7 AND (SELECT count(*) FROM first) < $5 AND search @@ $2::tsquery AND user_id NOT IN (SELECT id FROM matched) LIMIT $4)
) gated
ORDER BY tier, text DESC, id
LIMIT $5;

-- name: company-candidates
WITH matched AS MATERIALIZED (
  SELECT id, search, ts_rank('{1,0.2,0.6,1}', search, $3::tsquery) AS text
  FROM companies WHERE search @@ $1::tsquery LIMIT $4
),
first AS MATERIALIZED (
  SELECT id, text FROM (SELECT * FROM matched ORDER BY text DESC, id OFFSET 0) ranked WHERE search @@ $6::tsquery LIMIT $5
)
SELECT id, text FROM (
  SELECT id, text, 0 AS tier FROM first
  UNION ALL
  SELECT id, text, 1 FROM matched WHERE (SELECT count(*) FROM first) < $5 AND id NOT IN (SELECT id FROM first)
  UNION ALL
  (SELECT id, ts_rank('{1,0.2,0.6,1}', search, $3::tsquery), 1 FROM companies
   WHERE $7 AND (SELECT count(*) FROM first) < $5 AND search @@ $2::tsquery AND id NOT IN (SELECT id FROM matched) LIMIT $4)
) gated
ORDER BY tier, text DESC, id
LIMIT $5;

-- name: talent-profiles
-- The talents $1, as ranking (rank.ts) and the results page read them.
SELECT u.id, u.email, u.name, u.headline, u.photo_url, u.linkedin_url, u.github_url, u.twitter_url, u.role, u.ai_project,
  p.experiences, p.education, p.github_projects
FROM users u JOIN talent_profiles p ON p.user_id = u.id
WHERE u.id = ANY($1::uuid[]);

-- name: company-profiles
SELECT c.id, c.linkedin_url, c.name, c.tagline, c.description, c.industry, c.website, c.social_links, c.research, c.is_tracked
FROM companies c WHERE c.id = ANY($1::uuid[]);

-- name: talent-similarity
-- The $2 talents nearest to the prompt's embedding ($1, HNSW) and the candidates $3, each with its
-- cosine similarity to the prompt; read by the embeddings' table alone, since the profiles of the
-- candidates were read while the prompt was being embedded (service.ts).
SELECT id, max(semantic) AS semantic, bool_or(nearest) AS nearest
FROM (
  (SELECT user_id AS id, 1 - (embedding <=> $1::vector) AS semantic, true AS nearest FROM talent_embeddings ORDER BY embedding <=> $1::vector LIMIT $2)
  UNION ALL
  (SELECT user_id, 1 - (embedding <=> $1::vector), false FROM talent_embeddings WHERE user_id = ANY($3::uuid[]))
) found
GROUP BY id;

-- name: company-similarity
SELECT id, max(semantic) AS semantic, bool_or(nearest) AS nearest
FROM (
  (SELECT company_id AS id, 1 - (embedding <=> $1::vector) AS semantic, true AS nearest FROM company_embeddings ORDER BY embedding <=> $1::vector LIMIT $2)
  UNION ALL
  (SELECT company_id, 1 - (embedding <=> $1::vector), false FROM company_embeddings WHERE company_id = ANY($3::uuid[]))
) found
GROUP BY id;

-- name: word-lexemes
-- What the english dictionary makes of each word ($1): its lexemes, none for a stop word.
SELECT w AS word, coalesce(tsvector_to_array(to_tsvector('english', w)), '{}') AS lexemes FROM unnest($1::text[]) w;

-- name: load-more
-- Claims the next slice atomically (the row is locked), so two instances answering the same
-- session never serve a page twice. Only the session's creator may page it.
WITH claimed AS (
  SELECT id, next_offset AS start FROM search_sessions WHERE id = $1 AND created_by = $2 FOR UPDATE
),
moved AS (
  UPDATE search_sessions s SET next_offset = LEAST(claimed.start + $3, jsonb_array_length(s.ranked_ids))
  FROM claimed WHERE s.id = claimed.id
  -- The page as a jsonpath range (0-based, inclusive; none when used up): 0.3 ms less than
  -- unnesting both arrays.
  RETURNING s.kind, s.prompt, s.ranked_ids, s.scores,
    CASE WHEN s.next_offset > claimed.start THEN format('$[%s to %s]', claimed.start, s.next_offset - 1)::jsonpath END AS page
)
SELECT kind, prompt,
  coalesce(jsonb_path_query_array(ranked_ids, page), '[]') AS ids,
  coalesce(jsonb_path_query_array(scores, page), '[]') AS scores
FROM moved;

-- name: talents-index-drop
-- Bulk embedding builds the index again at the end (indexing.ts).
DROP INDEX IF EXISTS talent_embeddings_hnsw_idx;

-- name: companies-index-drop
DROP INDEX IF EXISTS company_embeddings_hnsw_idx;

-- name: talents-pending-count
-- Talents without a current embedding: missing, older than the profile, or from another model ($1).
SELECT count(*)::int AS n FROM talent_profiles p LEFT JOIN talent_embeddings e ON e.user_id = p.user_id
WHERE e.user_id IS NULL OR e.embedded_at < p.updated_at OR e.model <> $1;

-- name: talents-pending
SELECT u.id, u.headline, p.experiences, p.education, p.github_projects
FROM talent_profiles p JOIN users u ON u.id = p.user_id
LEFT JOIN talent_embeddings e ON e.user_id = p.user_id
WHERE (e.user_id IS NULL OR e.embedded_at < p.updated_at OR e.model <> $1) AND p.user_id > $2::uuid
ORDER BY p.user_id LIMIT $3;

-- name: companies-pending-count
SELECT count(*)::int AS n FROM companies c LEFT JOIN company_embeddings e ON e.company_id = c.id
WHERE e.company_id IS NULL OR e.model <> $1;

-- name: companies-pending
SELECT c.id, c.name, c.tagline, c.industry, c.description, c.research
FROM companies c LEFT JOIN company_embeddings e ON e.company_id = c.id
WHERE (e.company_id IS NULL OR e.model <> $1) AND c.id > $2::uuid
ORDER BY c.id LIMIT $3;
