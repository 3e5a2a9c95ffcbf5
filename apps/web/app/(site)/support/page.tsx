import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SupportHome, supportHomeMetadata } from '../../../src/features/support/support-home.tsx';

export const metadata: Metadata = supportHomeMetadata('consumer');

export default async function ConsumerSupportHome() {
  // Rendered per request: its outage alerts and the flag choosing its search widget come from the
  // API (each kept a minute in Next's data cache).
  await connection();
  return <SupportHome customerType="consumer" />;
}
