'use client';

// First, for its effect: no zod code generation in the browser (the CSP would report it).
import '@support/contracts/zod-browser';
import type { AnswerWidgetProps } from './model.ts';
import { useAnswerWidget } from './use-answer-widget.ts';
import { AnswerWidgetView } from './views/answer-widget-view.tsx';

/**
 * The generative answer widget (seed 000): the logic (useAnswerWidget) turns calls, timers and
 * events into a view; AnswerWidgetView renders it. Pages render this one.
 */
export function AnswerWidget({
  askForm = true,
  formAction,
  ...props
}: AnswerWidgetProps & {
  /** Whether the widget shows its own question field (see AnswerWidgetView). Default `true`. */
  askForm?: boolean;
  /** Where the question goes before the script runs (see AnswerWidgetView). Default none. */
  formAction?: string;
}) {
  const { view, actions } = useAnswerWidget(props);
  return <AnswerWidgetView view={view} actions={actions} askForm={askForm} formAction={formAction} />;
}
