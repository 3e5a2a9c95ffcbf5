import type { Metadata } from 'next';
import { connection } from 'next/server';
import {
  DeviceSelectorPage,
  selectorMetadata,
} from '../../../../src/features/support-pages/device-pages.tsx';

export const metadata: Metadata = selectorMetadata('visitor');

export default async function DeviceSelector() {
  // Rendered per request: the catalogue comes from the API (cached in Next's data cache).
  await connection();
  return <DeviceSelectorPage variant="visitor" />;
}
