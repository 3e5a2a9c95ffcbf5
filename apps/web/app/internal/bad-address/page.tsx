import type { Metadata } from 'next';
import {
  BAD_ADDRESS_TEXT,
  BAD_ADDRESS_TEXT_ES,
  BadAddress,
  type BadAddressReason,
} from '../../../src/components/page-not-found.tsx';
import { SiteChrome } from '../../../src/components/site-chrome.tsx';

/**
 * The page the web server's front renders for a browser whose page address it refused (server/front.ts):
 * sent with the refusal's status (414 too long, 400 unreadable). The address itself is never shown.
 */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ reason?: string | string[]; lang?: string | string[] }> };

/** Why the address was refused, and whether it was under /es-us/ (lang=es, set by the front). */
async function refusal(props: Props): Promise<{ reason: BadAddressReason; spanish: boolean }> {
  const { reason, lang } = await props.searchParams;
  return { reason: reason === 'too-long' ? 'too-long' : 'unreadable', spanish: lang === 'es' };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { reason, spanish } = await refusal(props);
  return {
    title: (spanish ? BAD_ADDRESS_TEXT_ES : BAD_ADDRESS_TEXT)[reason].heading,
    robots: { index: false },
  };
}

export default async function BadAddressPage(props: Props) {
  const refused = await refusal(props);
  return (
    <SiteChrome locale={refused.spanish ? 'es' : 'en'}>
      <BadAddress {...refused} />
    </SiteChrome>
  );
}
