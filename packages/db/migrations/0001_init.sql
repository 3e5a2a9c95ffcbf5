-- Knowledge base, content feeds, flag allocations, signals and feedback.
CREATE TABLE kb_articles (
  id text PRIMARY KEY CHECK (id ~ '^KM[0-9]{7}$'),
  topic text NOT NULL,
  title text NOT NULL,
  service_key text NOT NULL,
  customer_type text NOT NULL CHECK (customer_type IN ('consumer', 'smb')),
  line_of_service text NOT NULL,
  data_source text NOT NULL CHECK (data_source IN ('esupport', 'gvp', 'forums')),
  intent text NOT NULL,
  questions jsonb NOT NULL,
  answer text NOT NULL,
  body text NOT NULL,
  related jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated date NOT NULL,
  origin text NOT NULL DEFAULT 'content' CHECK (origin IN ('content', 'console')),
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kb_articles_scope ON kb_articles (customer_type, service_key);

CREATE TABLE content_feeds (
  feed_key text NOT NULL,
  locale text NOT NULL DEFAULT 'en-us',
  payload jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (feed_key, locale)
);

CREATE TABLE flag_allocations (
  team text NOT NULL,
  flag text NOT NULL,
  value jsonb NOT NULL,
  description text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team, flag)
);

CREATE TABLE signals (
  id bigserial PRIMARY KEY,
  collection text NOT NULL,
  type text NOT NULL,
  app_id text,
  query text,
  name text,
  doc_id text,
  user_id text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signals_doc ON signals (doc_id) WHERE doc_id IS NOT NULL;
CREATE INDEX signals_created ON signals (created_at);

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  app_id text,
  query text,
  answer_id text,
  helpful boolean NOT NULL,
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  comment text CHECK (comment IS NULL OR char_length(comment) <= 250),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
