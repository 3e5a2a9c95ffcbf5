import { describe, expect, it } from 'vitest';
import { contactUsMetadata, contactUsViewport } from './contact-us-metadata.ts';
import { storedFeed } from './testing/stored-feed.ts';

describe('contact-us metadata from the SEO record', () => {
  it('gives title, description, robots, canonical with en/es/x-default alternates and Open Graph', () => {
    const seo = storedFeed('consumer', 'en-us').pageProperties.seo[0]!;
    const meta = contactUsMetadata(seo, 'en-us');
    expect(meta.title).toEqual({ absolute: seo.title });
    expect(meta.description).toBe(seo.description);
    expect(meta.robots).toBe(seo.robots);
    expect(meta.alternates).toEqual({
      canonical: seo.canonicalLinks.En,
      languages: {
        'en-US': seo.canonicalLinks.En,
        'es-US': seo.canonicalLinks.Es,
        'x-default': seo.canonicalLinks['x-default'],
      },
    });
    expect(meta.openGraph).toMatchObject({
      title: seo.ogTitle,
      description: seo.ogDescription,
      url: seo.ogUrl,
      images: [seo.ogImage],
      siteName: seo.ogSiteName,
    });
  });

  it('makes the Spanish link canonical on a Spanish page', () => {
    const seo = storedFeed('consumer', 'es-us').pageProperties.seo[0]!;
    expect(contactUsMetadata(seo, 'es-us').alternates?.canonical).toBe(seo.canonicalLinks.Es);
  });

  it('falls back on the title "Contact us" without a record', () => {
    expect(contactUsMetadata(null, 'en-us')).toEqual({ title: 'Contact us' });
  });
});

describe('contactUsViewport', () => {
  const record = (viewport: string) => ({
    ...storedFeed('consumer', 'en-us').pageProperties.seo[0]!,
    viewport,
  });

  it("takes the record's width and initial scale", () => {
    expect(contactUsViewport(record('width=device-width, initial-scale=1'))).toEqual({
      width: 'device-width',
      initialScale: 1,
    });
  });

  it('never follows a record that would stop people zooming', () => {
    expect(contactUsViewport(record('width=device-width, maximum-scale=1, user-scalable=no'))).toEqual({
      width: 'device-width',
    });
  });

  it('ignores what it cannot read, and gives nothing without a record', () => {
    expect(contactUsViewport(record('initial-scale=abc, width=-5, nonsense'))).toEqual({});
    expect(contactUsViewport(null)).toEqual({});
  });
});
