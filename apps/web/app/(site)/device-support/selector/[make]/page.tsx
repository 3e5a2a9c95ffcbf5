import type { Metadata } from 'next';
import { DeviceMakePage, makeMetadata } from '../../../../../src/features/support-pages/device-pages.tsx';

interface Props {
  params: Promise<{ make: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return makeMetadata('visitor', (await params).make);
}

export default async function DeviceMake({ params }: Props) {
  return <DeviceMakePage variant="visitor" make={(await params).make} />;
}
