import type { Metadata } from 'next';
import { SupportHome, supportHomeMetadata } from '../../src/features/support/support-home.tsx';

export const metadata: Metadata = supportHomeMetadata('consumer');

export default function ConsumerSupportHome() {
  return <SupportHome customerType="consumer" />;
}
