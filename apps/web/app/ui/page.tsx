import { BasicsGallery, FormsGallery, OverlaysGallery } from '@support/ui/gallery';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Building blocks', robots: { index: false } };

/** Every building block in every variant and state, for people to look at and for tests to drive. */
export default function UiGallery() {
  return (
    <div className="container" style={{ paddingTop: '1.5rem' }}>
      <h1>Building blocks</h1>
      <BasicsGallery />
      <OverlaysGallery />
      <FormsGallery />
    </div>
  );
}
