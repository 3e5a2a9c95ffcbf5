-- Embedding vectors of knowledge-base articles for semantic retrieval (EMBEDDINGS_BASE_URL is set):
-- one row per embedded text of an article (position 0 its title, then its questions, then its
-- answer) and embedding model. content_hash is the SHA-256 of what was embedded and the model, so
-- an article whose hash is unchanged is not embedded again, by this instance or any other. The
-- vector is float32 little-endian (4 bytes a dimension): a quarter of real[]'s text on the wire.
-- No foreign key to kb_articles: vectors are written in the background, possibly just after their
-- article was deleted; the API deletes rows of articles that are gone or changed.
CREATE TABLE article_embeddings (
  model text NOT NULL CHECK (char_length(model) BETWEEN 1 AND 200),
  article_id text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  kind text NOT NULL CHECK (kind IN ('title', 'question', 'answer')),
  content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
  dimensions integer NOT NULL CHECK (dimensions BETWEEN 1 AND 65536),
  embedding bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (model, article_id, position),
  CHECK (octet_length(embedding) = 4 * dimensions)
);
