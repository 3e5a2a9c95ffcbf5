import type { Metadata } from 'next';
import { DeviceMakePage, makeMetadata } from '../../../../../../src/features/support-pages/device-pages.tsx';

interface Props {
  params: Promise<{ make: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return makeMetadata('agent', (await params).make);
}

export default async function AgentDeviceMake({ params }: Props) {
  return <DeviceMakePage variant="agent" make={(await params).make} />;
}
