-- Hand-tuned SQL of the talent and company search (DESIGN.md §6). Each statement follows a
-- `-- name:` line; `setup/*` statements run in order at start-up and are idempotent, `vector/*`
-- only where pgvector exists. Parameters are $1, $2, … (see sql.ts).

-- name: setup/talent-document
-- The weighted full-text document of a talent: name and headline A, titles, companies, schools and
-- GitHub project names B, descriptions C (DESIGN.md §9).
CREATE OR REPLACE FUNCTION hearth_talent_document(p_name text, p_headline text, p_ai_project text, p_experiences jsonb, p_education jsonb, p_github jsonb)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(p_name, '') || ' ' || coalesce(p_headline, '')), 'A')
    || setweight(to_tsvector('english', coalesce((SELECT string_agg(coalesce(e->>'title', '') || ' ' || coalesce(e->>'company', ''), ' ') FROM jsonb_array_elements(coalesce(p_experiences, '[]')) e), '')
         || ' ' || coalesce((SELECT string_agg(coalesce(s->>'school', '') || ' ' || coalesce(s->>'degree_name', ''), ' ') FROM jsonb_array_elements(coalesce(p_education, '[]')) s), '')
         || ' ' || coalesce((SELECT string_agg(replace(coalesce(g->>'name', ''), '/', ' '), ' ') FROM jsonb_array_elements(coalesce(p_github, '[]')) g), '')), 'B')
    || setweight(to_tsvector('english', coalesce(p_ai_project, '')
         || ' ' || coalesce((SELECT string_agg(coalesce(e->>'description', ''), ' ') FROM jsonb_array_elements(coalesce(p_experiences, '[]')) e), '')
         || ' ' || coalesce((SELECT string_agg(coalesce(s->>'description', ''), ' ') FROM jsonb_array_elements(coalesce(p_education, '[]')) s), '')
         || ' ' || coalesce((SELECT string_agg(coalesce(g->>'description', ''), ' ') FROM jsonb_array_elements(coalesce(p_github, '[]')) g), '')), 'C')
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
-- A company's document: name A; tagline, industry and AI tags B; description, summary and products C.
CREATE OR REPLACE FUNCTION hearth_company_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(NEW.tagline, '') || ' ' || coalesce(NEW.industry, '') || ' '
         || coalesce((SELECT string_agg(t, ' ') FROM jsonb_array_elements_text(coalesce(NEW.research #> '{ai_summary,ai_tags}', '[]')) t), '')), 'B')
    || setweight(to_tsvector('english', coalesce(NEW.description, '') || ' ' || coalesce(NEW.research #>> '{ai_summary,summary}', '') || ' '
         || coalesce((SELECT string_agg(coalesce(p->>'name', '') || ' ' || coalesce(p->>'description', ''), ' ') FROM jsonb_array_elements(coalesce(NEW.research->'notable_products', '[]')) p), '')), 'C');
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

-- name: setup/or-query
-- The prompt's terms joined by OR, so a profile with more of them ranks higher (ts_rank).
CREATE OR REPLACE FUNCTION hearth_or_query(p_prompt text) RETURNS tsquery LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN plainto_tsquery('english', p_prompt)::text = '' THEN plainto_tsquery('english', p_prompt)
    ELSE replace(plainto_tsquery('english', p_prompt)::text, ' & ', ' | ')::tsquery END
$$;

-- name: setup/term-stats-table
-- Lexemes found in many documents (refreshed after imports). A search gates its candidates on the
-- prompt's rarer terms and only ranks by the common ones, so a word like "engineer" never makes it
-- rank most of the table (see hearth_search_gate).
CREATE TABLE IF NOT EXISTS search_term_stats (
  kind text NOT NULL,
  lexeme text NOT NULL,
  ndoc integer NOT NULL,
  PRIMARY KEY (kind, lexeme)
);

-- name: setup/search-gate-drop
DROP FUNCTION IF EXISTS hearth_search_gate(text, text);

-- name: setup/search-gate
-- The tsquery that picks candidates: any of the prompt's rare terms (unknown ones count as rare, so
-- a new sign-up's name is found before the statistics are refreshed); when every term is common,
-- all of them together. Loose ($3, the second try when that found nothing, e.g. a rare word no
-- profile has): all of its common terms together.
CREATE OR REPLACE FUNCTION hearth_search_gate(p_kind text, p_prompt text, p_loose boolean) RETURNS tsquery LANGUAGE sql STABLE AS $$
  WITH lexemes AS (
    SELECT DISTINCT t.lexeme, s.ndoc IS NULL AS rare
    FROM unnest(to_tsvector('english', p_prompt)) t
    LEFT JOIN search_term_stats s ON s.kind = p_kind AND s.lexeme = t.lexeme
  )
  SELECT coalesce(
    CASE WHEN p_loose THEN (SELECT string_agg(quote_literal(lexeme), ' & ') FROM lexemes WHERE NOT rare)
    ELSE coalesce(
      (SELECT string_agg(quote_literal(lexeme), ' | ') FROM lexemes WHERE rare),
      (SELECT string_agg(quote_literal(lexeme), ' & ') FROM lexemes)
    ) END,
    ''
  )::tsquery
$$;

-- name: refresh-term-stats-clear
DELETE FROM search_term_stats WHERE kind = $1;

-- name: refresh-term-stats
-- A lexeme is common from 1,000 documents on; smaller sets have no common terms.
INSERT INTO search_term_stats (kind, lexeme, ndoc)
SELECT $1, word, ndoc FROM ts_stat(CASE WHEN $1 = 'talents' THEN 'SELECT search FROM talent_profiles' ELSE 'SELECT search FROM companies' END)
WHERE ndoc >= 1000;

-- name: talent-candidates-text
-- Full-text candidates: profiles through the gate (at most $3 of them; $4 loose), ranked by the
-- weighted rank of all the prompt's terms.
WITH q AS (SELECT hearth_or_query($1) AS query),
gated AS (
  SELECT p.user_id, p.search FROM talent_profiles p WHERE p.search @@ (SELECT hearth_search_gate('talents', $1, $4)) LIMIT $3
)
SELECT g.user_id AS id, ts_rank(g.search, q.query) AS text, NULL::float8 AS semantic
FROM gated g, q
ORDER BY text DESC, g.user_id
LIMIT $2;

-- name: company-candidates-text
WITH q AS (SELECT hearth_or_query($1) AS query),
gated AS (
  SELECT c.id, c.search FROM companies c WHERE c.search @@ (SELECT hearth_search_gate('companies', $1, $4)) LIMIT $3
)
SELECT g.id, ts_rank(g.search, q.query) AS text, NULL::float8 AS semantic
FROM gated g, q
ORDER BY text DESC, g.id
LIMIT $2;

-- name: talent-vector-scores
-- With the prompt's embedding ($1): the nearest talents (HNSW) with their text rank for prompt $4,
-- and the similarity of the full-text candidates already found ($3). The service runs the
-- full-text query while the prompt is being embedded on another thread, then this. The vector is
-- bound once: parsing its 512 numbers costs about a millisecond each time.
WITH q AS (SELECT $1::vector AS embedding, hearth_or_query($4) AS query),
vector_hits AS (
  SELECT user_id, embedding <=> (SELECT embedding FROM q) AS distance FROM talent_embeddings
  ORDER BY embedding <=> (SELECT embedding FROM q) LIMIT $2
)
SELECT v.user_id AS id, 1 - v.distance AS semantic, CASE WHEN p.search @@ q.query THEN ts_rank(p.search, q.query) ELSE 0 END AS text
FROM vector_hits v JOIN talent_profiles p ON p.user_id = v.user_id, q
UNION ALL
SELECT e.user_id, 1 - (e.embedding <=> (SELECT embedding FROM q)), NULL
FROM talent_embeddings e WHERE e.user_id = ANY($3::uuid[]);

-- name: company-vector-scores
WITH q AS (SELECT $1::vector AS embedding, hearth_or_query($4) AS query),
vector_hits AS (
  SELECT company_id, embedding <=> (SELECT embedding FROM q) AS distance FROM company_embeddings
  ORDER BY embedding <=> (SELECT embedding FROM q) LIMIT $2
)
SELECT v.company_id AS id, 1 - v.distance AS semantic, CASE WHEN c.search @@ q.query THEN ts_rank(c.search, q.query) ELSE 0 END AS text
FROM vector_hits v JOIN companies c ON c.id = v.company_id, q
UNION ALL
SELECT e.company_id, 1 - (e.embedding <=> (SELECT embedding FROM q)), NULL
FROM company_embeddings e WHERE e.company_id = ANY($3::uuid[]);

-- name: talent-page
-- One page of talents in the given order ($1 ids), with the prompt's words ($2) each contains
-- ("terms hit"). Snippets are highlighted by the service (highlight.ts).
WITH words AS (
  SELECT w, plainto_tsquery('english', w) AS query FROM unnest($2::text[]) w WHERE plainto_tsquery('english', w)::text <> ''
)
SELECT u.id, u.email, u.name, u.headline, u.photo_url, u.linkedin_url, u.github_url, u.twitter_url, u.role, u.ai_project,
  p.experiences, p.education, p.github_projects,
  ARRAY(SELECT w FROM words WHERE p.search @@ words.query) AS terms
FROM unnest($1::uuid[]) WITH ORDINALITY AS page(id, position)
JOIN users u ON u.id = page.id
JOIN talent_profiles p ON p.user_id = page.id
ORDER BY page.position;

-- name: company-page
WITH words AS (
  SELECT w, plainto_tsquery('english', w) AS query FROM unnest($2::text[]) w WHERE plainto_tsquery('english', w)::text <> ''
)
SELECT c.id, c.linkedin_url, c.name, c.tagline, c.description, c.industry, c.website, c.social_links, c.research, c.is_tracked,
  ARRAY(SELECT w FROM words WHERE c.search @@ words.query) AS terms
FROM unnest($1::uuid[]) WITH ORDINALITY AS page(id, position)
JOIN companies c ON c.id = page.id
ORDER BY page.position;

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
  RETURNING s.kind, s.prompt, claimed.start, s.next_offset AS stop, s.ranked_ids, s.scores
)
SELECT kind, prompt,
  (SELECT coalesce(jsonb_agg(value ORDER BY ordinality), '[]') FROM jsonb_array_elements(ranked_ids) WITH ORDINALITY
     WHERE ordinality > start AND ordinality <= stop) AS ids,
  (SELECT coalesce(jsonb_agg(value ORDER BY ordinality), '[]') FROM jsonb_array_elements(scores) WITH ORDINALITY
     WHERE ordinality > start AND ordinality <= stop) AS scores
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
