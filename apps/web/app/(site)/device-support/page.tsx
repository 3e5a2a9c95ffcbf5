import { redirect } from 'next/navigation';
import { SELECTOR_BASE } from '../../../src/features/support-pages/device-lookup.ts';

/** Device support starts at the device selector (seed 001 §2): the bare address a visitor may type leads there. */
export default function DeviceSupport(): never {
  redirect(SELECTOR_BASE.visitor);
}
