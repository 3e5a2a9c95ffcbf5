import type { Metadata } from 'next';
import { SupportHome, supportHomeMetadata } from '../../../src/features/support/support-home.tsx';

export const metadata: Metadata = supportHomeMetadata('smb');

export default function SmallBusinessSupportHome() {
  return <SupportHome customerType="smb" />;
}
