import { sanitizeHtml } from '@support/safe-html';
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
    </div>
  );
}
