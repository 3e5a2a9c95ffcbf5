import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SupportHome, supportHomeMetadata } from '../../../../src/features/support/support-home.tsx';

export const metadata: Metadata = supportHomeMetadata('smb');

export default async function SmallBusinessSupportHome() {
  // Rendered per request: its outage alerts and the flag choosing its search widget come from the
  // API (each kept a minute in Next's data cache).
  await connection();
  return <SupportHome customerType="smb" />;
}
