import { MAX_QUESTION_LENGTH } from '@support/contracts';
import { LinkList, SearchForm } from '@support/ui';
import styles from '../../src/features/support/support-home.module.css';

const TOPICS = [
  { href: '/support/article/u-verse-high-speed-internet/KM1000051', text: 'Restart your Wi-Fi gateway' },
  { href: '/support/article/my-account/KM1000001', text: 'Pay your bill online' },
  { href: '/support/article/wireless/KM1000020', text: 'Turn on Wi-Fi calling' },
  { href: '/support/article/support/KM1000054', text: 'Check for an outage' },
  { href: '/support/article/u-verse-tv/KM1000070', text: 'Program your TV remote' },
];

const MORE = [
  { href: '/support', text: 'All support topics' },
  { href: '/support/smallbusiness', text: 'Small business support' },
];

export default function Home() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>How can we help?</h1>
      <SearchForm
        action="/search"
        id="q"
        label="Ask about your internet, wireless, TV, phone or account"
        maxLength={MAX_QUESTION_LENGTH}
        buttonText="Ask"
      />
      <h2 id="popular-title">Popular help</h2>
      <LinkList labelledBy="popular-title" items={TOPICS} />
      <h2 id="more-title">More help</h2>
      <LinkList labelledBy="more-title" items={MORE} />
    </div>
  );
}
