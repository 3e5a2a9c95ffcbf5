import type { Metadata } from 'next';
import { OutagesPage, outagesMetadata } from '../../../src/features/support-pages/outages-page.tsx';
import { ZIP_PARAM } from '../../../src/features/support-pages/zip-code.ts';

export const metadata: Metadata = outagesMetadata;

export default async function Outages({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return <OutagesPage zip={params[ZIP_PARAM]} />;
}
