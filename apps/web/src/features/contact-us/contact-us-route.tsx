import type { Metadata, Viewport } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { SITE_URL } from '../../server/config.server.ts';
import { contactUsMetadata, contactUsViewport } from './contact-us-metadata.ts';
import { ContactUsPage } from './contact-us-page.tsx';
import type { ContactUsBasePath } from './contact-us-paths.ts';
import {
  type ContactUsRouteArgs,
  contactUsPagePropsFor,
  resolveContactUsRequest,
} from './contact-us-request.server.ts';

// What every contact-us page file (app/**/contact-us/**/page.tsx) exports, for its route family.

/** The page: seed 001 §2's redirects first, then the server-side calls and the render. */
export async function ContactUsRoute({ base, ...args }: ContactUsRouteArgs & { base: ContactUsBasePath }) {
  const request = await resolveContactUsRequest(base, args);
  if (request.kind === 'redirect') {
    const { location, permanent } = request.redirect;
    if (permanent) permanentRedirect(location);
    redirect(location);
  }
  const props = await contactUsPagePropsFor(request.path, request.query);
  return <ContactUsPage props={props} siteUrl={SITE_URL} />;
}

/** The head from the page's SEO record (the same load as the page's, once per request). */
export async function contactUsRouteMetadata(
  base: ContactUsBasePath,
  args: ContactUsRouteArgs,
): Promise<Metadata> {
  const request = await resolveContactUsRequest(base, args);
  // A redirecting request never renders; its head is never seen.
  if (request.kind === 'redirect') return {};
  const props = await contactUsPagePropsFor(request.path, request.query);
  return contactUsMetadata(props.seoData, props.locale);
}

/** The viewport from the page's SEO record (same load as the page's). */
export async function contactUsRouteViewport(
  base: ContactUsBasePath,
  args: ContactUsRouteArgs,
): Promise<Viewport> {
  const request = await resolveContactUsRequest(base, args);
  if (request.kind === 'redirect') return {};
  const props = await contactUsPagePropsFor(request.path, request.query);
  return contactUsViewport(props.seoData);
}
