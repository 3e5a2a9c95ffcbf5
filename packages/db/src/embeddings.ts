import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Which text of an article a vector embeds (migration 0005). */
export type EmbeddingKind = 'title' | 'question' | 'answer';

export interface StoredVector {
  /** 0 the title, then the questions in order, then the answer. */
  position: number;
  kind: EmbeddingKind;
  vector: Float32Array;
}

/** An article's vectors for one model, with the hash of what was embedded. */
export interface ArticleEmbeddings {
  articleId: string;
  contentHash: string;
  vectors: StoredVector[];
}

/** Rows per INSERT statement (7 parameters each, far below PostgreSQL's 65,535). */
const INSERT_CHUNK = 200;

/** Article embeddings (table article_embeddings, migration 0005), per embedding model. */
export function embeddingsRepository(db: Database) {
  return {
    /**
     * The stored vectors of a model, per article in id order and by position; only those of
     * `articleIds` when given.
     */
    async load(model: string, articleIds?: readonly string[]): Promise<ArticleEmbeddings[]> {
      if (articleIds?.length === 0) return [];
      const rows = await db.query<{
        article_id: string;
        position: number;
        kind: EmbeddingKind;
        content_hash: string;
        embedding: Uint8Array;
      }>(
        `SELECT article_id, position, kind, content_hash, embedding FROM article_embeddings
         WHERE model = $1 ${articleIds ? 'AND article_id = ANY($2::text[])' : ''}
         ORDER BY article_id, position`,
        articleIds ? [model, [...articleIds]] : [model],
      );
      const out: ArticleEmbeddings[] = [];
      for (const row of rows) {
        let last = out.at(-1);
        if (last?.articleId !== row.article_id) {
          last = { articleId: row.article_id, contentHash: row.content_hash, vectors: [] };
          out.push(last);
        }
        last.vectors.push({ position: row.position, kind: row.kind, vector: decodeVector(row.embedding) });
      }
      return out;
    },

    /**
     * Stores articles' vectors for a model, in one transaction; an article's earlier vectors for
     * that model (all of them: it may have had more questions) are replaced.
     */
    async put(model: string, articles: readonly ArticleEmbeddings[]): Promise<void> {
      if (articles.length === 0) return;
      const rows = articles.flatMap((a) =>
        a.vectors.map(
          (v) =>
            sql`(${model}, ${a.articleId}, ${v.position}, ${v.kind}, ${a.contentHash}, ${v.vector.length}, ${encodeVector(v.vector)})`,
        ),
      );
      const ids = articles.map((a) => a.articleId);
      await db.orm.transaction(async (tx) => {
        await tx.execute(
          sql`DELETE FROM article_embeddings WHERE model = ${model} AND article_id = ANY(${sql.param(ids)}::text[])`,
        );
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          await tx.execute(
            sql`INSERT INTO article_embeddings (model, article_id, position, kind, content_hash, dimensions, embedding) VALUES ${sql.join(rows.slice(i, i + INSERT_CHUNK), sql`, `)}`,
          );
        }
      });
    },

    /**
     * Deletes a model's vectors of articles not in `current` (article id → content hash) or stored
     * with another hash. Returns how many rows went.
     */
    async deleteStale(model: string, current: ReadonlyMap<string, string>): Promise<number> {
      const rows = await db.query<{ article_id: string }>(
        `DELETE FROM article_embeddings e WHERE e.model = $1 AND NOT EXISTS (
           SELECT 1 FROM unnest($2::text[], $3::text[]) AS k(article_id, content_hash)
           WHERE k.article_id = e.article_id AND k.content_hash = e.content_hash)
         RETURNING e.article_id`,
        [model, [...current.keys()], [...current.values()]],
      );
      return rows.length;
    },
  };
}

/** float32 little-endian, whatever the platform's byte order. */
export function encodeVector(vector: ArrayLike<number>): Uint8Array {
  const bytes = new Uint8Array(vector.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < vector.length; i++) view.setFloat32(i * 4, vector[i]!, true);
  return bytes;
}

export function decodeVector(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.byteLength >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}
