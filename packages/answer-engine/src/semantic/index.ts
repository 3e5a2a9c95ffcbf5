// Semantic retrieval (embeddings): the vector index and rank fusion. See ./README.md when present.
export type SemanticHit = { id: string; similarity: number };
