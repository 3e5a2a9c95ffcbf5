import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { PageNotFound } from '../../../src/components/page-not-found.tsx';
import { SiteChrome } from '../../../src/components/site-chrome.tsx';
import { SELECTOR_BASE, type SelectorVariant } from '../../../src/features/support-pages/device-lookup.ts';
import { DEVICE_NOT_FOUND, DeviceNotFound } from '../../../src/features/support-pages/device-pages.tsx';
import { htmlLangOf, SPANISH_HTML_LANG } from '../../html-lang.ts';
import { NOT_FOUND_FOR_HEADER } from '../../not-found-for.ts';

/**
 * The not-found page the web server's front renders in place of the framework's client-rendered
 * one (server/not-found.ts), always sent with a 404. NOT_FOUND_FOR_HEADER names the missing
 * address: under a device selector, that selector's own text and way back; under /es-us/, Spanish.
 */
export const dynamic = 'force-dynamic';

/** The device selector a missing address was under, if any. */
function selectorOf(missing: string | null): SelectorVariant | undefined {
  if (!missing) return undefined;
  const under = (base: string) => missing.startsWith(`${base}/`);
  // The agent's selector first: its address is the longer of the two.
  if (under(SELECTOR_BASE.agent)) return 'agent';
  if (under(SELECTOR_BASE.visitor)) return 'visitor';
  return undefined;
}

/** What the front said was missing: under which selector, and whether under the Spanish pages. */
async function missing() {
  const path = (await headers()).get(NOT_FOUND_FOR_HEADER);
  return { selector: selectorOf(path), spanish: path !== null && htmlLangOf(path) === SPANISH_HTML_LANG };
}

export async function generateMetadata(): Promise<Metadata> {
  const { selector, spanish } = await missing();
  return {
    // The Spanish page's whole title is Spanish (the template would add the English site name).
    title: selector
      ? DEVICE_NOT_FOUND.heading
      : spanish
        ? { absolute: 'Página no encontrada | Asistencia' }
        : 'Page not found',
    robots: { index: false },
  };
}

export default async function MissingPage() {
  const { selector, spanish } = await missing();
  return (
    <SiteChrome locale={spanish ? 'es' : 'en'}>
      {selector ? <DeviceNotFound variant={selector} /> : <PageNotFound spanish={spanish} />}
    </SiteChrome>
  );
}
