/**
 * The search index's tables, in PostgreSQL (docs/decisions/0018-search.md). Applied by the Payload
 * migration src/cms/migrations/20261123_093000_search_index.ts and, in the same words, by the
 * integration tests and `npm run bench:search`. Nothing here depends on Payload's own tables.
 *
 * - `search_documents`: one row per published document (stories, events, groups, initiatives,
 *   resources, books), written by the collections' hooks (src/cms/hooks/searchIndex.ts). Its
 *   `document` vector weighs the title A, the summary B and the body C, in the `search_english`
 *   configuration: English stems of accent-folded words ("Café" and "cafe" are one word).
 * - `title_words` and `lead_words` (SEARCH_TIERS_UP_SQL, a later migration): the title alone, and the title
 *   with the summary, as vectors of their own, so that ranking a match (title over summary over body)
 *   reads two short vectors rather than cutting the whole document's vector apart for every match.
 * - `search_words`: the index's own vocabulary (lower case, accents folded, unstemmed) with the number
 *   of documents using each word, for "Did you mean ...?" by trigram similarity (pg_trgm). Statement
 *   triggers keep it in step with `search_documents`.
 */

/** Where the index lives: beside Payload's tables, in their schema. */
export const SEARCH_SCHEMA = 'payload';

export const SEARCH_UP_SQL = `
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TEXT SEARCH CONFIGURATION ${SEARCH_SCHEMA}.search_english (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION ${SEARCH_SCHEMA}.search_english
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
CREATE TEXT SEARCH CONFIGURATION ${SEARCH_SCHEMA}.search_words (COPY = pg_catalog.simple);
ALTER TEXT SEARCH CONFIGURATION ${SEARCH_SCHEMA}.search_words
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, simple;

CREATE TABLE ${SEARCH_SCHEMA}.search_documents (
  type text NOT NULL,
  doc_id text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  url text NOT NULL,
  date timestamptz,
  indexed_at timestamptz NOT NULL DEFAULT now(),
  document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('${SEARCH_SCHEMA}.search_english', title), 'A') ||
    setweight(to_tsvector('${SEARCH_SCHEMA}.search_english', summary), 'B') ||
    setweight(to_tsvector('${SEARCH_SCHEMA}.search_english', body), 'C')
  ) STORED,
  words tsvector GENERATED ALWAYS AS (
    to_tsvector('${SEARCH_SCHEMA}.search_words', title || ' ' || summary || ' ' || body)
  ) STORED,
  PRIMARY KEY (type, doc_id)
);
CREATE INDEX search_documents_document_idx ON ${SEARCH_SCHEMA}.search_documents USING gin (document);
CREATE INDEX search_documents_date_idx ON ${SEARCH_SCHEMA}.search_documents (date);

CREATE TABLE ${SEARCH_SCHEMA}.search_words (
  word text PRIMARY KEY,
  ndoc integer NOT NULL
);
CREATE INDEX search_words_trgm_idx ON ${SEARCH_SCHEMA}.search_words USING gin (word public.gin_trgm_ops);

-- Counts each word's documents up and down as rows come and go (words in sorted order, so that
-- concurrent writers lock them in the same order); words no document uses any more are removed.
CREATE FUNCTION ${SEARCH_SCHEMA}.search_words_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO changed, deltas FROM (
      SELECT w AS word, count(*)::integer AS n FROM new_rows, unnest(tsvector_to_array(new_rows.words)) AS w GROUP BY w) t;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO changed, deltas FROM (
      SELECT w AS word, -count(*)::integer AS n FROM old_rows, unnest(tsvector_to_array(old_rows.words)) AS w GROUP BY w) t;
  ELSE
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO changed, deltas FROM (
      SELECT word, sum(d)::integer AS n FROM (
        SELECT w AS word, 1 AS d FROM new_rows, unnest(tsvector_to_array(new_rows.words)) AS w
        UNION ALL
        SELECT w, -1 FROM old_rows, unnest(tsvector_to_array(old_rows.words)) AS w
      ) x GROUP BY word HAVING sum(d) <> 0) t;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO ${SEARCH_SCHEMA}.search_words AS s (word, ndoc)
    SELECT * FROM unnest(changed, deltas)
    ON CONFLICT (word) DO UPDATE SET ndoc = s.ndoc + excluded.ndoc;
  DELETE FROM ${SEARCH_SCHEMA}.search_words WHERE word = ANY (changed) AND ndoc <= 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_words_on_insert AFTER INSERT ON ${SEARCH_SCHEMA}.search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${SEARCH_SCHEMA}.search_words_count();
CREATE TRIGGER search_words_on_update AFTER UPDATE ON ${SEARCH_SCHEMA}.search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${SEARCH_SCHEMA}.search_words_count();
CREATE TRIGGER search_words_on_delete AFTER DELETE ON ${SEARCH_SCHEMA}.search_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${SEARCH_SCHEMA}.search_words_count();
`;

/**
 * The ranking's short vectors (docs/performance.md, "Search"): applied by the migration
 * src/cms/migrations/20261123_180000_search_tiers.ts, after SEARCH_UP_SQL.
 */
export const SEARCH_TIERS_UP_SQL = `
ALTER TABLE ${SEARCH_SCHEMA}.search_documents
  ADD COLUMN title_words tsvector GENERATED ALWAYS AS (to_tsvector('${SEARCH_SCHEMA}.search_english', title)) STORED,
  ADD COLUMN lead_words tsvector GENERATED ALWAYS AS (
    to_tsvector('${SEARCH_SCHEMA}.search_english', title || ' ' || summary)
  ) STORED;
`;

export const SEARCH_TIERS_DOWN_SQL = `
ALTER TABLE ${SEARCH_SCHEMA}.search_documents DROP COLUMN IF EXISTS title_words, DROP COLUMN IF EXISTS lead_words;
`;

/**
 * What a search reads, kept quick to read (docs/performance.md, "Search"): applied by the migration
 * src/cms/migrations/20261123_203000_search_speed.ts, after SEARCH_TIERS_UP_SQL.
 * - GIN indexes on the tier vectors, so a page can be taken from the title tier (then the lead tier)
 *   in date order without ranking every match.
 * - No pending list on the GIN indexes (`fastupdate = off`): with one, every search scans the entries
 *   added since the last vacuum; here writes are rare (a publish) and searches are not.
 * - The document vector kept in the table's row (`STORAGE MAIN`, compressed if need be) rather than in
 *   the TOAST table: checking a match (phrases, `-word`, counting) reads it, and fetching it from TOAST
 *   cost three page reads per match. The body and summary still move out first. The rows are
 *   rewritten once so that existing vectors move in too.
 */
export const SEARCH_SPEED_UP_SQL = `
ALTER INDEX ${SEARCH_SCHEMA}.search_documents_document_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('${SEARCH_SCHEMA}.search_documents_document_idx'::regclass);
CREATE INDEX search_documents_title_words_idx ON ${SEARCH_SCHEMA}.search_documents USING gin (title_words) WITH (fastupdate = off);
CREATE INDEX search_documents_lead_words_idx ON ${SEARCH_SCHEMA}.search_documents USING gin (lead_words) WITH (fastupdate = off);
ALTER TABLE ${SEARCH_SCHEMA}.search_documents ALTER COLUMN document SET STORAGE MAIN;
UPDATE ${SEARCH_SCHEMA}.search_documents SET title = title;
`;

export const SEARCH_SPEED_DOWN_SQL = `
DROP INDEX IF EXISTS ${SEARCH_SCHEMA}.search_documents_title_words_idx;
DROP INDEX IF EXISTS ${SEARCH_SCHEMA}.search_documents_lead_words_idx;
ALTER INDEX ${SEARCH_SCHEMA}.search_documents_document_idx RESET (fastupdate);
ALTER TABLE ${SEARCH_SCHEMA}.search_documents ALTER COLUMN document SET STORAGE EXTENDED;
`;

/** Undoes SEARCH_UP_SQL (the extensions stay: other tables may use them). */
export const SEARCH_DOWN_SQL = `
DROP TABLE IF EXISTS ${SEARCH_SCHEMA}.search_documents;
DROP FUNCTION IF EXISTS ${SEARCH_SCHEMA}.search_words_count();
DROP TABLE IF EXISTS ${SEARCH_SCHEMA}.search_words;
DROP TEXT SEARCH CONFIGURATION IF EXISTS ${SEARCH_SCHEMA}.search_english;
DROP TEXT SEARCH CONFIGURATION IF EXISTS ${SEARCH_SCHEMA}.search_words;
`;
