import { AnswerEngine, type Article, ArticleSchema, Lexicon } from '@support/answer-engine';
import { articlesRepository, type Database, KB_CHANGED_CHANNEL } from '@support/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The in-memory answer engine of this API instance, built from the database at start and rebuilt
 * when any instance changes the articles (PostgreSQL LISTEN/NOTIFY), so reads never leave the process.
 */
export class KnowledgeBase {
  private current: AnswerEngine;
  private stopListening?: () => Promise<void>;
  private pending?: NodeJS.Timeout;

  private constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    engine: AnswerEngine,
    private readonly onRebuilt?: () => void,
    private readonly lexicon: Lexicon = new Lexicon(),
  ) {
    this.current = engine;
  }

  /**
   * `onRebuilt` runs after each rebuild that followed a change (to tell the web servers); `lexicon`
   * is the concept lexicon the engine expands questions with (content/lexicon, `loadLexiconFromDir`).
   */
  static async open(
    db: Database,
    log: FastifyBaseLogger,
    onRebuilt?: () => void,
    lexicon: Lexicon = new Lexicon(),
  ): Promise<KnowledgeBase> {
    const kb = new KnowledgeBase(db, log, await buildEngine(db, log, lexicon), onRebuilt, lexicon);
    // After a dropped connection the database calls back once, and the refresh catches up.
    kb.stopListening = await db.listen(KB_CHANGED_CHANNEL, () => kb.scheduleRefresh(), {
      onError: (err) => log.warn({ err }, 'knowledge base change feed interrupted; reconnecting'),
    });
    return kb;
  }

  get engine(): AnswerEngine {
    return this.current;
  }

  async refresh(): Promise<void> {
    this.current = await buildEngine(this.db, this.log, this.lexicon);
    this.onRebuilt?.();
  }

  private scheduleRefresh(): void {
    clearTimeout(this.pending);
    this.pending = setTimeout(() => {
      this.refresh().catch((err) =>
        this.log.error({ err }, 'knowledge base refresh failed; keeping the previous index'),
      );
    }, 200);
  }

  async close(): Promise<void> {
    clearTimeout(this.pending);
    await this.stopListening?.();
  }
}

async function buildEngine(db: Database, log: FastifyBaseLogger, lexicon: Lexicon): Promise<AnswerEngine> {
  const rows = await articlesRepository(db).list();
  const articles: Article[] = [];
  for (const row of rows) {
    const parsed = ArticleSchema.safeParse(row);
    if (parsed.success) articles.push(parsed.data);
    else
      log.warn(
        { id: row.id, issue: parsed.error.issues[0] },
        'stored article is invalid; left out of the index',
      );
  }
  const started = performance.now();
  const engine = new AnswerEngine(articles, { lexicon });
  log.info(
    { articles: articles.length, ms: Math.round(performance.now() - started) },
    'answer engine index built',
  );
  return engine;
}
