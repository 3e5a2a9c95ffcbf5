import type { Metadata } from 'next';
import {
  DeviceModelPage,
  modelMetadata,
} from '../../../../../../../src/features/support-pages/device-pages.tsx';

interface Props {
  params: Promise<{ make: string; model: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { make, model } = await params;
  return modelMetadata('agent', make, model);
}

export default async function AgentDeviceModel({ params }: Props) {
  const { make, model } = await params;
  return <DeviceModelPage variant="agent" make={make} model={model} />;
}
