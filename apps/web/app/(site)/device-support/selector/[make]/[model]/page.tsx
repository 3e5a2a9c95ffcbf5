import type { Metadata } from 'next';
import {
  DeviceModelPage,
  modelMetadata,
} from '../../../../../../src/features/support-pages/device-pages.tsx';

interface Props {
  params: Promise<{ make: string; model: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { make, model } = await params;
  return modelMetadata('visitor', make, model);
}

export default async function DeviceModel({ params }: Props) {
  const { make, model } = await params;
  return <DeviceModelPage variant="visitor" make={make} model={model} />;
}
