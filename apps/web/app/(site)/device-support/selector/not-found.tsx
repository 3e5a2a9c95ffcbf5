import { DeviceNotFound } from '../../../../src/features/support-pages/device-pages.tsx';

export default function DeviceNotFoundPage() {
  return <DeviceNotFound variant="visitor" />;
}
