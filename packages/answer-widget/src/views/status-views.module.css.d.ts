/** Class names of status-views.module.css (kept in step by hand; tsc fails on a missing one). */
declare const styles: {
  readonly status: string;
  readonly message: string;
  readonly searchTerm: string;
  readonly announcement: string;
  readonly retry: string;
  readonly handOff: string;
  readonly siteLink: string;
};
export default styles;
