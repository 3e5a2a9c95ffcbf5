import { describe, expect, it } from 'vitest';
import { matchContactUsPath } from './contact-us-paths.ts';
import { cmsContextFor, contactUsPageProps, DEFAULT_NAVIGATION_TREE } from './contact-us-props.ts';
import { parseContactUsQuery } from './contact-us-query.ts';
import { storedFeed } from './testing/stored-feed.ts';

const FLAGS = [{ key: 'cfg-ixp-support-genai-search', team: 'idp-web-support', value: ['contactUs'] }];

function propsOf(url: string, over: Partial<Parameters<typeof contactUsPageProps>[0]> = {}) {
  const u = new URL(url, 'http://site.test');
  const path = matchContactUsPath(u.pathname)!;
  return contactUsPageProps({
    path,
    query: parseContactUsQuery(u.searchParams),
    feed: storedFeed(path.family.userType, path.family.locale),
    allocations: FLAGS,
    authenticated: false,
    tdiceApi: '/msapi/tdice/v1/recommendations',
    ...over,
  });
}

describe('contact-us page props (seed 001 §3 "Page props")', () => {
  it('assembles the landing page: consumer, no service, Support>All, the feed, its default SEO record and the flags', () => {
    const props = propsOf('/support/contact-us/123?topic=billing&envVar=stage?x=1');
    expect(props).toMatchObject({
      userType: 'consumer',
      service: '',
      serviceOriginal: '',
      pathName: '/support/contact-us/123',
      redirect: false,
      redirectValue: '',
      navigationTree: DEFAULT_NAVIGATION_TREE,
      ixpSupportFeatureFlagData: FLAGS,
      tdiceApi: '/msapi/tdice/v1/recommendations',
      tdiceId: '',
      transactionId: '',
      GenAIWidgetServiceAlias: 'contact-us',
      locale: 'en-us',
      topic: 'billing',
      envVar: 'stage',
      cmsContext: '',
      authenticated: false,
    });
    expect(props.navigationTree).toBe('Support>All');
    expect(props.cmsApiData?.header.unauthHeaderTitle).toBeTruthy();
    expect(props.seoData?.serviceName).toBe('index');
  });

  it('assembles a service page from its entry: service, original value, trail, page id and AI alias', () => {
    const props = propsOf('/support/contact-us?service=Prepaid');
    expect(props).toMatchObject({
      service: 'prepaid',
      serviceOriginal: 'Prepaid',
      navigationTree: 'Support>Wireless',
      tdiceId: 'contactus-prepaid',
      GenAIWidgetServiceAlias: 'prepaid',
      cmsContext: 'prepaid',
    });
    expect(props.seoData?.serviceName).toBe('prepaid');
  });

  it('is smb with the smb landing alias under /smallbusiness/contact-us, and Spanish under /es-us/', () => {
    const props = propsOf('/es-us/support/smallbusiness/contact-us/9');
    expect(props).toMatchObject({
      userType: 'smb',
      locale: 'es-us',
      GenAIWidgetServiceAlias: 'smb-contact-us',
    });
    expect(props.seoData?.canonicalLinks.Es).toContain('/es-us/');
  });

  it('still comes out when the feed and the flags failed: no content, no SEO record, no flags', () => {
    const props = propsOf('/contact-us?service=prepaid', { feed: undefined, allocations: undefined });
    expect(props).toMatchObject({ cmsApiData: null, seoData: null, ixpSupportFeatureFlagData: null });
    expect(props.service).toBe('prepaid');
  });

  it('never carries orcAuth', () => {
    const props = propsOf('/support/contact-us?service=prepaid&orcAuth=secret123');
    expect(JSON.stringify(props)).not.toContain('secret123');
  });

  it('reads the directvnow content for atttv when the feed has nothing of atttv (seed 001 §8)', () => {
    const feed = storedFeed('consumer', 'en-us');
    const atttv = { ...feed.components.titleDescription[0]!, serviceName: 'directvnow' };
    const withDirectvNow = {
      ...feed,
      components: { ...feed.components, titleDescription: [...feed.components.titleDescription, atttv] },
    };
    const entry = {
      serviceName: 'atttv',
      contcatUsService: 'atttv',
      contcatUsServiceAlias: 'atttv',
      contcatUsCmsContext: 'atttv',
      displayName: 'AT&T TV',
      navigationTree: 'Support>TV',
      serviceGroup: 'tv',
      serviceTopicName: 'atttv',
      tDicePageId: 'contactus-atttv',
      chatComponentEnable: 'true',
      contactusSMB: false,
    } as const;
    expect(cmsContextFor(entry, withDirectvNow)).toBe('directvnow');
    expect(cmsContextFor(entry, feed)).toBe('atttv');
    expect(cmsContextFor(undefined, feed)).toBe('');
  });
});
