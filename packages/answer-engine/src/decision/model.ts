import { z } from 'zod';
import { type DecisionFeatures, FEATURE_NAMES } from './features.ts';
import fitted from './model.json' with { type: 'json' };

/** A logistic model over standardised features (bench/relevance/fit-decision.ts writes model.json). */
export const DecisionModelSchema = z
  .object({
    features: z.array(z.enum(FEATURE_NAMES)).min(1),
    mean: z.array(z.number()),
    scale: z.array(z.number().positive()),
    weights: z.array(z.number()),
    bias: z.number(),
    /** Answer when the probability is at least this. */
    threshold: z.number().min(0).max(1),
    fittedOn: z.string(),
    dev: z.record(z.string(), z.number()).optional(),
  })
  .strict()
  .refine(
    (m) =>
      m.mean.length === m.features.length &&
      m.scale.length === m.features.length &&
      m.weights.length === m.features.length,
    'mean, scale and weights need one entry per feature',
  );
export type DecisionModel = z.infer<typeof DecisionModelSchema>;

export const DECISION_MODEL: DecisionModel = DecisionModelSchema.parse(fitted);

/**
 * Probability that the best article answers the question. A feature that says nothing for this
 * question (NaN, see DecisionFeatures) counts as its dev mean: it moves the probability neither way.
 */
export function answerProbability(features: DecisionFeatures, model: DecisionModel = DECISION_MODEL): number {
  let z = model.bias;
  model.features.forEach((name, i) => {
    const value = features[name];
    if (Number.isNaN(value)) return;
    z += model.weights[i]! * ((value - model.mean[i]!) / model.scale[i]!);
  });
  return 1 / (1 + Math.exp(-z));
}
