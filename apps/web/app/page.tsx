import Link from 'next/link';
import { QuestionForm } from '../src/components/question-form.tsx';
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
      <QuestionForm id="q" label="Ask about your internet, wireless, TV, phone or account" />
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
