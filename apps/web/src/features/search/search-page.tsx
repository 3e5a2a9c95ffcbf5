import { type CustomerType, MAX_QUESTION_LENGTH } from '@support/contracts';
import { LinkList, SearchForm, Text } from '@support/ui';
import type { Metadata } from 'next';
import { AnswerWidgetSection } from '../widget/answer-widget-section.tsx';
import styles from './search-page.module.css';
import { parseSearchParams, type RawSearchParams, SEARCH_PAGE_PATH, searchHref } from './search-params.ts';
import { SearchResults } from './search-results.tsx';

const HEADING: Record<CustomerType, string> = {
  consumer: 'Search support',
  smb: 'Search small business support',
};

/** Questions to start from when none was asked. */
const EXAMPLES: Record<CustomerType, string[]> = {
  consumer: [
    'How do I restart my router?',
    'Why did my bill go up?',
    'Turn on Wi-Fi calling',
    'Check for an outage',
  ],
  smb: ['Set up static IP addresses', 'Pay my business bill', 'Add a user to my business account'],
};

export async function searchMetadata(raw: RawSearchParams, customerType: CustomerType): Promise<Metadata> {
  const { q, page } = parseSearchParams(raw);
  const title = q
    ? `Results for “${shortened(q)}”${page > 1 ? ` (page ${page})` : ''}`
    : HEADING[customerType];
  // Result pages are made of the visitor's words: they are not pages for a search engine's index.
  return { title, robots: { index: false, follow: true } };
}

/** Most characters of the question a page title quotes: a tab shows a few dozen at most. */
const TITLE_QUESTION_CHARS = 80;

/** The question as a title quotes it: whole, or cut at a word with an ellipsis. */
export function shortened(q: string, max = TITLE_QUESTION_CHARS): string {
  if (q.length <= max) return q;
  const cut = q.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** /search and /search/smallBusiness: the form, the best-answer slot, then the ranked articles. */
export function SearchPage({
  params,
  customerType,
}: {
  params: RawSearchParams;
  customerType: CustomerType;
}) {
  const { q, page, unknownPage } = parseSearchParams(params);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{HEADING[customerType]}</h1>
      <SearchForm
        action={SEARCH_PAGE_PATH[customerType]}
        id="q"
        label="What do you need help with?"
        defaultValue={q}
        maxLength={MAX_QUESTION_LENGTH}
        buttonText="Ask"
      />
      {q ? (
        <>
          {/* The best-answer card (seed 000 sitesearch mode) asks the page's question on load;
              the page's search box is its question field. A new question is a new card. */}
          <AnswerWidgetSection
            key={q}
            appId="sitesearch"
            customerType={customerType}
            pageName={SEARCH_PAGE_PATH[customerType]}
            initialQuestion={q}
            askForm={false}
          />
          <SearchResults question={q} page={page} unknownPage={unknownPage} customerType={customerType} />
        </>
      ) : (
        <section aria-labelledby="start-title">
          <h2 id="start-title">Start with a question</h2>
          <Text text="Type a question above in your own words, or try one of these:" />
          <LinkList
            labelledBy="start-title"
            items={EXAMPLES[customerType].map((question) => ({
              href: searchHref(customerType, question),
              text: question,
            }))}
          />
        </section>
      )}
    </div>
  );
}
