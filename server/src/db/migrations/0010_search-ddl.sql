-- The search's functions, triggers, tables and indexes (docs/decisions/038-search-layout.md). Until this
-- migration the server created them at every start; every statement here is idempotent (IF NOT EXISTS,
-- OR REPLACE, DROP … IF EXISTS), so a database that ran that start-up set-up migrates cleanly.

-- Employers' names as lowercase words marked "@" (search/query/rank.ts: employerLexeme), positions kept.
CREATE OR REPLACE FUNCTION hearth_employer_words(p_text text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(to_tsvector('simple', p_text)::text, '''([^'']+)''', '''@\1''', 'g')::tsvector
$$;
--> statement-breakpoint
-- The weighted full-text document of a talent, read as a recruiter reads a profile:
-- A job titles; B what they did (the work in each job, education, projects); C name and the role
-- part of the headline; D where: employers' names, and the employer part of a headline "Role @
-- Company" (split as in search/query/tokens.ts), as unstemmed words marked "@" ("@scale"), so that
-- only a company the prompt names matches them (search/query/plan.ts) and "scaled" never finds "Scale AI".
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hearth_talent_profile_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE u record;
BEGIN
  SELECT name, headline, ai_project INTO u FROM users WHERE id = NEW.user_id;
  NEW.search := hearth_talent_document(u.name, u.headline, u.ai_project, NEW.experiences, NEW.education, NEW.github_projects);
  NEW.updated_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hearth_talent_profile_search ON talent_profiles;
--> statement-breakpoint
CREATE TRIGGER hearth_talent_profile_search BEFORE INSERT OR UPDATE OF experiences, education, github_projects, updated_at ON talent_profiles
FOR EACH ROW EXECUTE FUNCTION hearth_talent_profile_search();
--> statement-breakpoint
-- Platform users who sign up are talents too: every user has a talent profile, refreshed when
-- the fields of its document change.
CREATE OR REPLACE FUNCTION hearth_user_talent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO talent_profiles (user_id) VALUES (NEW.id)
  ON CONFLICT (user_id) DO UPDATE SET updated_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hearth_user_talent ON users;
--> statement-breakpoint
CREATE TRIGGER hearth_user_talent AFTER INSERT OR UPDATE OF name, headline, ai_project ON users
FOR EACH ROW EXECUTE FUNCTION hearth_user_talent();
--> statement-breakpoint
INSERT INTO talent_profiles (user_id) SELECT id FROM users u WHERE NOT EXISTS (SELECT 1 FROM talent_profiles p WHERE p.user_id = u.id)
ON CONFLICT (user_id) DO NOTHING;
--> statement-breakpoint
-- A company's document: what it does A (tagline, description, summary, products, AI tags); its
-- name B; its industry label C (what a company does counts over its label).
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS hearth_company_search ON companies;
--> statement-breakpoint
CREATE TRIGGER hearth_company_search BEFORE INSERT OR UPDATE ON companies
FOR EACH ROW EXECUTE FUNCTION hearth_company_search();
--> statement-breakpoint
UPDATE talent_profiles SET updated_at = now() WHERE search IS NULL;
--> statement-breakpoint
-- The full-text indexes of 0000_init, made again by a bulk import that set them aside (search/import/write.ts).
CREATE OR REPLACE FUNCTION hearth_create_text_indexes() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE INDEX IF NOT EXISTS talent_profiles_search_idx ON talent_profiles USING gin (search);
  CREATE INDEX IF NOT EXISTS companies_search_idx ON companies USING gin (search);
END $$;
--> statement-breakpoint
-- Only where pgvector is installed: the extension, the embeddings' tables and their HNSW indexes
-- (search/indexing/embed-pending.ts). Without it (Debian's PostgreSQL), search is full-text only and
-- GET /api/health says so. Every start calls this function again (db/client.ts), so a server that
-- gets pgvector later turns hybrid search on at its next start. Answers whether the tables exist.
CREATE OR REPLACE FUNCTION hearth_enable_vector_search() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    BEGIN
      EXECUTE 'CREATE EXTENSION IF NOT EXISTS vector';
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pgvector is installed but this role may not enable it: search is full-text only';
      RETURN to_regclass('talent_embeddings') IS NOT NULL;
    END;
    EXECUTE $ddl$
      CREATE TABLE IF NOT EXISTS talent_embeddings (
        user_id uuid PRIMARY KEY CONSTRAINT talent_embeddings_user_id_users_id_fk REFERENCES users(id) ON DELETE CASCADE,
        model text NOT NULL,
        embedding vector(512) NOT NULL,
        embedded_at timestamptz NOT NULL DEFAULT now()
      )
    $ddl$;
    EXECUTE $ddl$
      CREATE TABLE IF NOT EXISTS company_embeddings (
        company_id uuid PRIMARY KEY CONSTRAINT company_embeddings_company_id_companies_id_fk REFERENCES companies(id) ON DELETE CASCADE,
        model text NOT NULL,
        embedding vector(512) NOT NULL,
        embedded_at timestamptz NOT NULL DEFAULT now()
      )
    $ddl$;
    -- The start-up set-up named the foreign keys by PostgreSQL's default; schema.ts names them as drizzle does.
    IF EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'talent_embeddings_user_id_fkey') THEN
      EXECUTE 'ALTER TABLE talent_embeddings RENAME CONSTRAINT talent_embeddings_user_id_fkey TO talent_embeddings_user_id_users_id_fk';
    END IF;
    IF EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'company_embeddings_company_id_fkey') THEN
      EXECUTE 'ALTER TABLE company_embeddings RENAME CONSTRAINT company_embeddings_company_id_fkey TO company_embeddings_company_id_companies_id_fk';
    END IF;
    -- A kind's HNSW index, made here and again after a bulk embedding that set it aside.
    EXECUTE $ddl$
      CREATE OR REPLACE FUNCTION hearth_create_vector_index(p_kind text) RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        IF p_kind = 'talents' THEN
          CREATE INDEX IF NOT EXISTS talent_embeddings_hnsw_idx ON talent_embeddings USING hnsw (embedding vector_cosine_ops);
        ELSE
          CREATE INDEX IF NOT EXISTS company_embeddings_hnsw_idx ON company_embeddings USING hnsw (embedding vector_cosine_ops);
        END IF;
      END $fn$
    $ddl$;
    PERFORM hearth_create_vector_index('talents');
    PERFORM hearth_create_vector_index('companies');
  END IF;
  RETURN to_regclass('talent_embeddings') IS NOT NULL;
END $$;
--> statement-breakpoint
SELECT hearth_enable_vector_search();
--> statement-breakpoint
-- The prompt's tsqueries were once made by this function; search/query/plan.ts makes them now.
DROP FUNCTION IF EXISTS hearth_or_query(text);
--> statement-breakpoint
-- Lexemes found in many documents (refreshed after imports), and each kind's number of documents
-- under the lexeme ''. A search picks its candidates by the prompt's rarer concepts and only ranks
-- by the common ones, so a word like "engineer" never makes it rank most of the table (search/query/plan.ts).
CREATE TABLE IF NOT EXISTS search_term_stats (
  kind text NOT NULL,
  lexeme text NOT NULL,
  ndoc integer NOT NULL,
  CONSTRAINT search_term_stats_kind_lexeme_pk PRIMARY KEY (kind, lexeme)
);
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'search_term_stats_pkey') THEN
    ALTER TABLE search_term_stats RENAME CONSTRAINT search_term_stats_pkey TO search_term_stats_kind_lexeme_pk;
  END IF;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS hearth_search_gate(text, text, boolean);
--> statement-breakpoint
-- The employers' names people and companies are known by, lowercase (refreshed after imports):
-- a prompt naming one asks about that employer (search/query/prompt.ts).
CREATE TABLE IF NOT EXISTS search_company_names (name text PRIMARY KEY);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS search_meta (key text PRIMARY KEY, value text NOT NULL);
--> statement-breakpoint
-- When the definition of the documents changes, every stored document is made again, once, with the
-- term statistics (version 2 weighs the fields as above).
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
