import { z } from 'zod';

/** Seed 000 §7 call 7: the feed the answer widget's text comes from. */
export const WIDGET_CONTENT_PATH =
  '/msapi/idp-content-orchestration/v1/scms/shared/search-common/hubanswer/global-search/consumer';
/** The content_feeds key (and content/cms file) holding the widget's text. */
export const WIDGET_CONTENT_FEED_KEY = 'hubanswer/global-search/consumer';
/** Seed 000 §3: the loading messages rotate through exactly five texts. */
export const LOADING_MESSAGE_COUNT = 5;

const label = z.string().trim().min(1).max(500);

/**
 * Seed 000 §3: service details "may also come from the content feed, keyed by serviceName"; a
 * present field replaces the built-in one (SERVICE_DETAILS) for that service key.
 */
export const WidgetServiceDetailSchema = z.object({
  serviceName: z.string().trim().min(1).max(64),
  navigationTree: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
  displayText: label.optional(),
  errorText: label.optional(),
  topic: label.optional(),
});
export type WidgetServiceDetail = z.infer<typeof WidgetServiceDetailSchema>;

/** Seed 000 §3 "Content-managed widget text" and its feedback content. */
export const WidgetContentSchema = z.object({
  subHeader: label,
  showLabel1: label,
  showLabel2: label,
  inputPlaceHolder: label,
  cta: label,
  loadingMsgArray: z.array(label).length(LOADING_MESSAGE_COUNT),
  resubmitMsg: label,
  resubmitButton: label,
  askSimilarQuestionLabel: label,
  citationLinkLabel: label,
  citationHeader: label,
  legalDisclaimerLabel: z.string().trim().min(1).max(2000),
  feedbackLabel: label,
  positiveTxt: label,
  feedbackHeader: label,
  label1: label,
  label2: label,
  label3: label,
  label4: label,
  feedbackTxt: label,
  feedbackSubHeader: label,
  submitBtn: label,
  /** Per-service overrides of the service details; none by default. */
  serviceDetails: z.array(WidgetServiceDetailSchema).max(40).optional(),
});
export type WidgetContent = z.infer<typeof WidgetContentSchema>;

/** The response of call 7: `cms-feed.components.default.hubAnswer.content`. */
export const WidgetContentResponseSchema = z.object({
  'cms-feed': z.object({
    components: z.object({
      default: z.object({ hubAnswer: z.object({ content: WidgetContentSchema }) }),
    }),
  }),
});
export type WidgetContentResponse = z.infer<typeof WidgetContentResponseSchema>;

/** Call 7 takes a `client-id` header naming the calling app (other headers pass through untouched). */
export const WidgetContentHeadersSchema = z.looseObject({
  'client-id': z.string().trim().min(1, 'is required').max(64),
});
