/** Gallery section for the overlays blocks (filled in as the blocks land). */
export function OverlaysGallery() {
  return null;
}
