import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ContactUsFeed, ContactUsFeedSchema } from '@support/contracts';

/** A stored contact-us feed (content/cms), as the API serves it under cms-feed. Tests only. */
export function storedFeed(audience: 'consumer' | 'smb', locale: 'en-us' | 'es-us'): ContactUsFeed {
  const file = join(
    import.meta.dirname,
    '../../../../../../content/cms',
    `contact-us-${audience}.${locale}.json`,
  );
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { payload: unknown };
  return ContactUsFeedSchema.parse(stored.payload);
}
