export { BasicsGallery, type BasicsGalleryProps } from './basics.tsx';
export { FormsGallery } from './forms.tsx';
export { OverlaysGallery } from './overlays.tsx';
export { RICH_TEXT_SAMPLE_SOURCE } from './samples.ts';
