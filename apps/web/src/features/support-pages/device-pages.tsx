import { type DeviceResponse, SUPPORT_FLAG_PAGES } from '@support/contracts';
import { type BreadcrumbItem, Breadcrumbs, CardShell, LinkList, Text } from '@support/ui';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { SITE_URL } from '../../server/config.server.ts';
import {
  type DeviceMake,
  deviceSlug,
  findMake,
  type SelectorVariant,
  selectorPath,
} from './device-lookup.ts';
import {
  BodyLinks,
  SUPPORT_ANALYTICS_PAGES,
  type SupportAnalyticsPage,
  SupportPageAnalytics,
} from './support-analytics.tsx';
import { loadSupportFlags } from './support-flags.server.ts';
import styles from './support-pages.module.css';
import { fetchDevice, fetchDeviceList } from './support-pages.server.ts';
import { SupportSearch } from './support-search.tsx';

const TEXT: Record<SelectorVariant, { heading: string; title: string }> = {
  visitor: { heading: 'Device support', title: 'Device support' },
  agent: { heading: 'Device support: agent view', title: 'Device support (agent view)' },
};
export const AGENT_HINT =
  'Agent view: pick the customer’s make and model to see the articles to send them. Article ids are shown next to each link.';
export const DEVICE_NOT_FOUND = {
  heading: "We don't have that device",
  text: "We couldn't find that make or model in our device catalogue. Pick your device from the list, or search support.",
} as const;

/** Agents' pages are tools, not pages for a search engine. */
export function selectorMetadata(variant: SelectorVariant, name?: string): Metadata {
  return {
    title: name ? `${name} | ${TEXT[variant].title}` : TEXT[variant].title,
    description: name
      ? `Setup and troubleshooting articles for ${name}.`
      : 'Choose your device to find its setup and troubleshooting articles.',
    ...(variant === 'agent' ? { robots: { index: false, follow: false } } : {}),
  };
}

/** Metadata of a make's page, named after the make (the list fetch is shared with the page). */
export async function makeMetadata(variant: SelectorVariant, make: string): Promise<Metadata> {
  const found = findMake(await fetchDeviceList(), make);
  return found
    ? selectorMetadata(variant, found.displayName)
    : selectorMetadata(variant, DEVICE_NOT_FOUND.heading);
}

/** Metadata of a device's page, named after the device (the device fetch is shared with the page). */
export async function modelMetadata(
  variant: SelectorVariant,
  make: string,
  model: string,
): Promise<Metadata> {
  const makeSlug = deviceSlug(make);
  const modelSlug = deviceSlug(model);
  const device = makeSlug && modelSlug ? await fetchDevice(makeSlug, modelSlug) : undefined;
  return selectorMetadata(
    variant,
    device ? `${device.makeDisplayName} ${device.displayName}` : DEVICE_NOT_FOUND.heading,
  );
}

function trail(variant: SelectorVariant, make?: DeviceMake, modelName?: string): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [
    { url: '/', text: 'Home' },
    { url: '/support', text: 'Support' },
    { url: make ? selectorPath(variant) : undefined, text: TEXT[variant].heading },
  ];
  if (make)
    items.push({ url: modelName ? selectorPath(variant, make.make) : undefined, text: make.displayName });
  if (modelName) items.push({ text: modelName });
  return items;
}

function Frame({
  variant,
  analytics,
  items,
  heading,
  intro,
  children,
}: {
  variant: SelectorVariant;
  /** The page view its link clicks are reported under. */
  analytics: { pageName: SupportAnalyticsPage; path: string };
  items: BreadcrumbItem[];
  heading: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`} data-variant={variant}>
      <SupportPageAnalytics {...analytics} customerType="consumer" />
      <Breadcrumbs items={items} variant="header" siteUrl={SITE_URL} />
      <h1>{heading}</h1>
      {variant === 'agent' ? (
        <p className={styles.agentHint} data-agent-hint="">
          {AGENT_HINT}
        </p>
      ) : null}
      <Text text={intro} size="lg" configs={{ margin: '0', className: styles.intro }} />
      {children}
    </div>
  );
}

/** Step 1: every make, as links to its models (works without a script; Tab and Enter pick one). */
export async function DeviceSelectorPage({ variant }: { variant: SelectorVariant }) {
  const [list, allocations] = await Promise.all([fetchDeviceList(), loadSupportFlags()]);
  const path = selectorPath(variant);
  return (
    <Frame
      variant={variant}
      analytics={{ pageName: SUPPORT_ANALYTICS_PAGES.deviceSelector, path }}
      items={trail(variant)}
      heading={TEXT[variant].heading}
      intro="Choose your device’s make, then its model, to see how to set it up and fix common problems."
    >
      <section aria-labelledby="makes-title">
        <h2 id="makes-title">Choose a make</h2>
        <BodyLinks>
          <ul className={styles.pickList} aria-labelledby="makes-title">
            {list.makes.map((m) => (
              <li key={m.make}>
                <a className={styles.pick} href={selectorPath(variant, m.make)}>
                  {m.displayName}
                  <span className={styles.pickMeta}>
                    {m.models.length === 1 ? '1 model' : `${m.models.length} models`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </BodyLinks>
      </section>
      <SupportSearch
        page={SUPPORT_FLAG_PAGES.deviceSupport}
        customerType="consumer"
        path={path}
        allocations={allocations}
        label="Or search device support"
      />
    </Frame>
  );
}

/** Step 2: the make's models. An unknown make is a 404 with the not-found text. */
export async function DeviceMakePage({ variant, make }: { variant: SelectorVariant; make: string }) {
  const list = await fetchDeviceList();
  const found = findMake(list, make);
  if (!found) notFound();
  if (found.make !== make) permanentRedirect(selectorPath(variant, found.make));
  return (
    <Frame
      variant={variant}
      analytics={{ pageName: SUPPORT_ANALYTICS_PAGES.deviceMake, path: selectorPath(variant, found.make) }}
      items={trail(variant, found)}
      heading={`${found.displayName} devices`}
      intro={`Choose your ${found.displayName} model.`}
    >
      <section aria-labelledby="models-title">
        <h2 id="models-title">Choose a model</h2>
        <BodyLinks>
          <ul className={styles.pickList} aria-labelledby="models-title">
            {found.models.map((m) => (
              <li key={m.model}>
                <a className={styles.pick} href={selectorPath(variant, found.make, m.model)}>
                  {m.displayName}
                  <span className={styles.pickMeta}>
                    {m.type}, {m.year}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <p className={styles.back}>
            <a href={selectorPath(variant)}>Choose a different make</a>
          </p>
        </BodyLinks>
      </section>
    </Frame>
  );
}

/** The device for a route, or a 404; a known device in other letter case moves to its own address. */
export async function resolveDevice(
  variant: SelectorVariant,
  make: string,
  model: string,
): Promise<DeviceResponse> {
  const makeSlug = deviceSlug(make);
  const modelSlug = deviceSlug(model);
  if (!makeSlug || !modelSlug) notFound();
  const device = await fetchDevice(makeSlug, modelSlug);
  if (!device) notFound();
  if (device.make !== make || device.model !== model)
    permanentRedirect(selectorPath(variant, device.make, device.model));
  return device;
}

/** Step 3: the device's page from the device catalogue (seed 001 §7), with its articles. */
export async function DeviceModelPage({
  variant,
  make,
  model,
}: {
  variant: SelectorVariant;
  make: string;
  model: string;
}) {
  const [device, allocations] = await Promise.all([resolveDevice(variant, make, model), loadSupportFlags()]);
  const path = selectorPath(variant, device.make, device.model);
  const makeEntry: DeviceMake = { make: device.make, displayName: device.makeDisplayName, models: [] };
  // "Apple iPhone 16", but "Apple Watch Series 10" (not "Apple Apple Watch…"): a model named with its make.
  const name = device.displayName.toLowerCase().startsWith(`${device.makeDisplayName.toLowerCase()} `)
    ? device.displayName
    : `${device.makeDisplayName} ${device.displayName}`;
  return (
    <Frame
      variant={variant}
      analytics={{ pageName: SUPPORT_ANALYTICS_PAGES.deviceModel, path }}
      items={trail(variant, makeEntry, device.displayName)}
      heading={name}
      intro={`Setup and troubleshooting articles for your ${device.displayName} (${device.type}, ${device.year}).`}
    >
      <section aria-labelledby="device-articles-title">
        <h2 id="device-articles-title">Help for this device</h2>
        <CardShell>
          {device.articles.length > 0 ? (
            <BodyLinks>
              <LinkList
                labelledBy="device-articles-title"
                // Agents quote an article by its id: it follows each title in their view.
                items={device.articles.map((a) => ({
                  href: a.url,
                  text: variant === 'agent' ? `${a.title} (${a.id})` : a.title,
                }))}
              />
            </BodyLinks>
          ) : (
            <Text
              text="We have no articles for this device yet. Search support below."
              configs={{ margin: '0' }}
            />
          )}
        </CardShell>
      </section>
      <SupportSearch
        page={SUPPORT_FLAG_PAGES.deviceSupport}
        customerType="consumer"
        path={path}
        allocations={allocations}
        label={`Search help for your ${device.displayName}`}
      />
      <BodyLinks>
        <p className={styles.back}>
          <a href={selectorPath(variant, device.make)}>Choose a different {device.makeDisplayName} model</a>
          {' · '}
          <a href={selectorPath(variant)}>Choose a different make</a>
        </p>
      </BodyLinks>
    </Frame>
  );
}

/** The selector's not-found page: what happened and the way back (served with HTTP 404). */
export function DeviceNotFound({ variant }: { variant: SelectorVariant }) {
  return (
    <div className={`container ${styles.page}`} data-variant={variant}>
      <h1>{DEVICE_NOT_FOUND.heading}</h1>
      <Text text={DEVICE_NOT_FOUND.text} size="lg" configs={{ className: styles.intro }} />
      <p className={styles.back}>
        <a href={selectorPath(variant)}>Back to {TEXT[variant].heading.toLowerCase()}</a>
      </p>
    </div>
  );
}
