export { BasicsGallery } from './basics.tsx';
export { FormsGallery } from './forms.tsx';
export { OverlaysGallery } from './overlays.tsx';
