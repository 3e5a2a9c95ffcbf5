-- Every write of a knowledge-base article gets a new revision number, from one sequence, whoever
-- writes it (the content seed, a console edit, an operator's SQL): an API instance told that
-- articles changed reads the ids and revisions, then only the articles whose revision it has not
-- seen, instead of every article.
CREATE SEQUENCE kb_article_revisions;
ALTER TABLE kb_articles ADD COLUMN revision bigint NOT NULL DEFAULT nextval('kb_article_revisions');

CREATE FUNCTION kb_articles_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := nextval('kb_article_revisions');
  RETURN NEW;
END;
$$;

CREATE TRIGGER kb_articles_revision BEFORE UPDATE ON kb_articles
  FOR EACH ROW EXECUTE FUNCTION kb_articles_next_revision();
