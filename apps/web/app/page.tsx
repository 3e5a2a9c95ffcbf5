import Link from 'next/link';
import styles from './search/search.module.css';

const TOPICS = [
  { href: '/support/article/u-verse-high-speed-internet/KM1000051', label: 'Restart your Wi-Fi gateway' },
  { href: '/support/article/my-account/KM1000001', label: 'Pay your bill online' },
  { href: '/support/article/wireless/KM1000020', label: 'Turn on Wi-Fi calling' },
  { href: '/support/article/support/KM1000054', label: 'Check for an outage' },
  { href: '/support/article/u-verse-tv/KM1000070', label: 'Program your TV remote' },
];

export default function Home() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>How can we help?</h1>
      <form action="/search" method="get" role="search" className={styles.form}>
        <label htmlFor="q" className={styles.label}>
          Ask about your internet, wireless, TV, phone or account
        </label>
        <div className={styles.row}>
          <input id="q" name="q" type="search" maxLength={1000} required autoComplete="off" />
          <button type="submit">Ask</button>
        </div>
      </form>
      <h2>Popular help</h2>
      <ul className={styles.list}>
        {TOPICS.map((t) => (
          <li key={t.href}>
            <Link href={t.href}>{t.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
