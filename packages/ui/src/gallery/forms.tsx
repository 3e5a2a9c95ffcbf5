/** Gallery section for the forms blocks (filled in as the blocks land). */
export function FormsGallery() {
  return null;
}
