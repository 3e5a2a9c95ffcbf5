// Semantic retrieval (embeddings): what is embedded of an article, the vector index and rank fusion.
export { type FusedRank, RRF_K, reciprocalRankFusion, SEMANTIC_RRF_K, SEMANTIC_WEIGHT } from './fusion.ts';
export { articleEmbeddingTexts, type EmbeddedText, type EmbeddedTextKind } from './texts.ts';
export { type SemanticHit, VectorIndex, type VectorSearchOptions } from './vector-index.ts';
