import { DeviceNotFound } from '../../../../../src/features/support-pages/device-pages.tsx';

export default function AgentDeviceNotFoundPage() {
  return <DeviceNotFound variant="agent" />;
}
