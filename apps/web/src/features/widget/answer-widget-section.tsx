import { AnswerWidget } from '@support/answer-widget';
import type { CustomerType } from '@support/contracts';
import { SEARCH_PAGE_PATH } from '../search/search-params.ts';
import { fetchWidgetPreload } from './widget.server.ts';

/**
 * The answer widget (seed 000) as a page renders it: its text and flags fetched on the server
 * (cached), so it shows at once instead of behind a spinner; when that fetch fails the widget
 * fetches them itself in the browser.
 */
export async function AnswerWidgetSection({
  appId,
  customerType,
  serviceKey,
  pageName,
  initialQuestion,
  askForm,
}: {
  appId: string;
  customerType: CustomerType;
  serviceKey?: string;
  pageName: string;
  initialQuestion?: string;
  askForm?: boolean;
}) {
  const preloaded = await fetchWidgetPreload();
  return (
    <AnswerWidget
      appId={appId}
      customerType={customerType}
      serviceKey={serviceKey}
      pageName={pageName}
      initialQuestion={initialQuestion}
      askForm={askForm}
      formAction={SEARCH_PAGE_PATH[customerType]}
      preloaded={preloaded}
    />
  );
}
