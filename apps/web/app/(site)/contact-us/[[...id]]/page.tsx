import type { Metadata, Viewport } from 'next';
import type { ContactUsRouteArgs } from '../../../../src/features/contact-us/contact-us-request.server.ts';
import {
  ContactUsRoute,
  contactUsRouteMetadata,
  contactUsRouteViewport,
} from '../../../../src/features/contact-us/contact-us-route.tsx';

// Seed 001 §2: /contact-us maps onto the contact-us page (ADR 007).
const BASE = '/contact-us';

export function generateMetadata(args: ContactUsRouteArgs): Promise<Metadata> {
  return contactUsRouteMetadata(BASE, args);
}

export function generateViewport(args: ContactUsRouteArgs): Promise<Viewport> {
  return contactUsRouteViewport(BASE, args);
}

export default function ContactUs(args: ContactUsRouteArgs) {
  return <ContactUsRoute base={BASE} {...args} />;
}
