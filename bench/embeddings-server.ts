/**
 * Serves the local sentence encoder (bench/lib/local-encoder.ts) until stopped, for the semantic
 * mode of the relevance bench:
 *
 *   npx tsx bench/embeddings-server.ts &        # port 11500, or EMBEDDINGS_PORT
 *   EMBEDDINGS_BASE_URL=http://127.0.0.1:11500 EMBEDDINGS_MODEL=use-lite npx tsx bench/relevance.ts
 */
import { LOCAL_ENCODER_MODEL, startLocalEncoder } from './lib/local-encoder.ts';

const encoder = await startLocalEncoder(Number(process.env.EMBEDDINGS_PORT ?? 11500));
console.log(`${LOCAL_ENCODER_MODEL} embeddings at ${encoder.url}/v1/embeddings`);
const stop = () => void encoder.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
