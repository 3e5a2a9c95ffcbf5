import Link from 'next/link';

/** What a visitor sees at an address we have no page for (the site's 404). */
export function PageNotFound() {
  return (
    <div className="container" style={{ paddingTop: '1.5rem' }}>
      <h1>We can’t find that page</h1>
      <p>The page may have moved, or the address may have a typo.</p>
      <p>
        <Link href="/search" prefetch={false}>
          Ask a question
        </Link>{' '}
        or go to the <Link href="/">support home page</Link>.
      </p>
    </div>
  );
}
