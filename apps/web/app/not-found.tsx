import Link from 'next/link';

export default function NotFound() {
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
