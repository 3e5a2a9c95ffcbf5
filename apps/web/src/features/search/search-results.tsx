import {
  type CustomerType,
  RESULTS_PER_PAGE,
  type SearchResultsResponse,
  SPANISH_LANG,
  SPANISH_NO_ARTICLES,
  spanishNoAnswer,
} from '@support/contracts';
import { Link, LinkList, Pagination, Text } from '@support/ui';
import { ApiCallError } from '../../server/api.server.ts';
import { fetchSearchResults } from './results.server.ts';
import styles from './search-page.module.css';
import { SEARCH_PAGE_PATH, SUPPORT_HOME_PATH } from './search-params.ts';

interface ResultsInput {
  question: string;
  page: number;
  /** The address asked for a page that cannot exist; page 1 is shown instead, and says so. */
  unknownPage?: boolean;
  customerType: CustomerType;
}

/**
 * The results list, rendered with the page rather than streamed behind a placeholder: a streamed
 * part is put in place by the page's script, so without JavaScript (or before it runs) the page
 * would stay on its placeholder. The search API answers in a few milliseconds.
 */
export function SearchResults(input: ResultsInput) {
  return (
    <section className={styles.results} aria-labelledby="results-title">
      <h2 id="results-title">Articles</h2>
      <ResultsList {...input} />
    </section>
  );
}

async function ResultsList({ question, page, unknownPage = false, customerType }: ResultsInput) {
  let data: SearchResultsResponse;
  try {
    data = await fetchSearchResults(question, page, customerType);
  } catch (error) {
    const busy = error instanceof ApiCallError && error.status === 429;
    return (
      <div aria-live="polite">
        <Text
          text={
            busy
              ? 'You’ve searched a lot in the last minute. Please wait a moment, then try again.'
              : 'We couldn’t load articles right now. Please try again in a moment.'
          }
        />
        <HelpLinks customerType={customerType} />
      </div>
    );
  }
  const here = `${SEARCH_PAGE_PATH[customerType]}?${new URLSearchParams({ q: question })}`;

  if (data.numFound === 0 && data.message) {
    const spanish = spanishNoAnswer(data.message);
    const said = (
      <>
        <Text text={data.message} />
        {spanish ? (
          <p>
            <Link
              text={spanish.handOff.text}
              href={spanish.handOff.href}
              configs={{ variant: 'appendIcon' }}
            />
          </p>
        ) : null}
      </>
    );
    // Said in the question's language (a Spanish question: the articles are English). The answer
    // card above says where help in Spanish is; here that is said again only without JavaScript,
    // when the card cannot.
    return (
      <div>
        {spanish ? (
          <div lang={SPANISH_LANG}>
            <Text text={SPANISH_NO_ARTICLES} />
            <noscript>{said}</noscript>
          </div>
        ) : (
          said
        )}
        <HelpLinks customerType={customerType} />
      </div>
    );
  }

  if (data.numFound === 0) {
    return (
      <div>
        <Text text={`No articles match “${question}”.`} configs={{ font: 'bold' }} />
        <Text text="Try fewer or different words, such as the name of a service (internet, wireless, TV) or what you want to do (pay a bill, reset a password)." />
        <HelpLinks customerType={customerType} />
      </div>
    );
  }

  if (data.results.length === 0) {
    // A page past the last (an old link, or the articles changed since): say so, and offer page 1.
    return (
      <div>
        <Text
          text={`There is no page ${data.page} for “${question}”: its ${data.numFound} articles fill ${data.pageCount} ${data.pageCount === 1 ? 'page' : 'pages'}.`}
        />
        <Link href={here} text="Go to the first page of results" />
      </div>
    );
  }

  const from = (data.page - 1) * RESULTS_PER_PAGE + 1;
  const to = from + data.results.length - 1;
  return (
    <>
      {unknownPage ? (
        <Text text="That page number doesn’t exist, so here is the first page of results." />
      ) : null}
      <Text
        id="results-count"
        text={`${from}–${to} of ${data.numFound} ${data.numFound === 1 ? 'article' : 'articles'} for “${question}”`}
        configs={{ color: 'muted' }}
      />
      <ol className={styles.list} start={from} aria-labelledby="results-title">
        {data.results.map((r) => (
          <li key={r.id} className={styles.result}>
            <h3 className={styles.resultTitle}>
              <Link href={r.url} text={r.title} configs={{ variant: 'textMedium' }} />
            </h3>
            {/* Plain text from the API, rendered as text: React escapes it. */}
            <Text text={r.snippet} size="sm" configs={{ margin: '0' }} />
          </li>
        ))}
      </ol>
      <Pagination page={data.page} pageCount={data.pageCount} href={here} label="Result pages" />
    </>
  );
}

/** Where to go when the list can't help: the support home and contact us. */
function HelpLinks({ customerType }: { customerType: CustomerType }) {
  return (
    <>
      <h3 id="results-help">Other ways to get help</h3>
      <LinkList
        labelledBy="results-help"
        items={[
          {
            href: SUPPORT_HOME_PATH[customerType],
            text: customerType === 'smb' ? 'Small business support home' : 'Support home',
          },
          {
            href: customerType === 'smb' ? '/support/smallbusiness/contact-us' : '/support/contact-us',
            text: 'Contact us',
          },
        ]}
      />
    </>
  );
}
