import Link from 'next/link';

/** What a visitor sees at an address we have no page for (the site's 404); `spanish`: under /es-us/. */
export function PageNotFound({ spanish = false }: { spanish?: boolean }) {
  if (spanish)
    return (
      <div className="container" style={{ paddingTop: '1.5rem' }}>
        <h1>No encontramos esa página</h1>
        <p>Es posible que la página haya cambiado de dirección o que la dirección tenga un error.</p>
        <p>
          Vaya a <a href="/es-us/support/contact-us/">Contáctenos</a> o a la{' '}
          <Link href="/" lang="en-US">
            support home page
          </Link>{' '}
          (en inglés).
        </p>
      </div>
    );
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
