/** Gallery section for the basics blocks (filled in as the blocks land). */
export function BasicsGallery() {
  return null;
}
