// First, for its effect: no zod code generation in the browser (the CSP would report it).
import '@support/contracts/zod-browser';

export { AnswerWidget } from './answer-widget.tsx';
export {
  type AnswerWidgetProps,
  type LinkKind,
  type ListSource,
  type QuestionItem,
  WIDGET,
  type WidgetActions,
  type WidgetMode,
  type WidgetPhase,
  type WidgetView,
} from './model.ts';
export { AnswerWidgetView, type AnswerWidgetViewProps } from './views/answer-widget-view.tsx';
