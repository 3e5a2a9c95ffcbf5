-- Active and past service outages (seed 001 §9 outage service labels), one row per outage with the
-- ZIP codes it affects. Rows come from content/outages/*.json (origin 'content', inserted once, so
-- edits in the database stay) or from an operator (origin 'console'). An outage is active until
-- resolved_at is set.
CREATE TABLE outages (
  id text PRIMARY KEY CHECK (id ~ '^OUT-[0-9]{4,8}$'),
  service text NOT NULL CHECK (service IN ('Internet', 'AT&T Internet', 'Digital home phone', 'U-verse TV')),
  zip_codes text[] NOT NULL CHECK (cardinality(zip_codes) > 0),
  summary text NOT NULL CHECK (char_length(summary) BETWEEN 1 AND 300),
  started_at timestamptz NOT NULL,
  expected_restore_at timestamptz,
  resolved_at timestamptz,
  origin text NOT NULL DEFAULT 'content' CHECK (origin IN ('content', 'console')),
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expected_restore_at IS NULL OR expected_restore_at >= started_at),
  CHECK (resolved_at IS NULL OR resolved_at >= started_at)
);
-- The ZIP check looks up active outages by one ZIP code.
CREATE INDEX outages_active_zip ON outages USING gin (zip_codes) WHERE resolved_at IS NULL;
