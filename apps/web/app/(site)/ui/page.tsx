import { sanitizeHtml } from '@support/safe-html';
import { Pagination, SearchForm } from '@support/ui';
import { BasicsGallery, FormsGallery, OverlaysGallery, RICH_TEXT_SAMPLE_SOURCE } from '@support/ui/gallery';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Building blocks', robots: { index: false } };

/** Every building block in every variant and state, for people to look at and for tests to drive. */
export default function UiGallery() {
  return (
    <div className="container" style={{ paddingTop: '1.5rem' }}>
      <h1>Building blocks</h1>
      {/* Sanitised here, on the server, as every page does with content; the browser gets the result. */}
      <BasicsGallery richTextSample={sanitizeHtml(RICH_TEXT_SAMPLE_SOURCE)} />
      <OverlaysGallery />
      <FormsGallery />
      {/* Blocks that need no script, shown here rather than in the package (the gallery is an app route). */}
      <section aria-labelledby="navigation-heading">
        <h2 id="navigation-heading">Navigation and search</h2>
        <div id="navigation-pagination">
          <h3>Pagination</h3>
          <h4>Page 1 of 4</h4>
          <Pagination page={1} pageCount={4} href="/ui?q=router" label="Pagination, first page" />
          <h4>Page 3 of 4</h4>
          <Pagination page={3} pageCount={4} href="/ui?q=router&page=3" label="Pagination, middle page" />
          <h4>Page 10 of 20 (gaps)</h4>
          <Pagination page={10} pageCount={20} href="/ui?q=router&page=10" label="Pagination, many pages" />
        </div>
        <div id="navigation-search-form">
          <h3>Search form</h3>
          <SearchForm
            action="/search"
            id="gallery-q"
            label="What do you need help with?"
            landmarkLabel="Search form, default"
          />
          <SearchForm
            action="/search"
            id="gallery-q-compact"
            label="Ask a question"
            hideLabel
            compact
            buttonText="Ask"
            landmarkLabel="Search form, compact"
          />
        </div>
      </section>
    </div>
  );
}
