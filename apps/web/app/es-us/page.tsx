import { redirect } from 'next/navigation';

/**
 * The Spanish pages are the contact pages (seed 001 §2): the Spanish root and support addresses a
 * visitor may type lead there rather than to a 404 (temporarily: a Spanish home may come).
 */
export default function SpanishHome(): never {
  redirect('/es-us/support/contact-us');
}
