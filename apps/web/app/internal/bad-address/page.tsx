import type { Metadata } from 'next';
import {
  BAD_ADDRESS_TEXT,
  BadAddress,
  type BadAddressReason,
} from '../../../src/components/page-not-found.tsx';

/**
 * The page the web server's front renders for a browser whose page address it refused (server/front.ts):
 * sent with the refusal's status (414 too long, 400 unreadable). The address itself is never shown.
 */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ reason?: string | string[] }> };

const reasonOf = async (props: Props): Promise<BadAddressReason> =>
  (await props.searchParams).reason === 'too-long' ? 'too-long' : 'unreadable';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return { title: BAD_ADDRESS_TEXT[await reasonOf(props)].heading, robots: { index: false } };
}

export default async function BadAddressPage(props: Props) {
  return <BadAddress reason={await reasonOf(props)} />;
}
