import { redirect } from 'next/navigation';

/**
 * /contact-us has a Spanish twin a visitor may type: it leads to the Spanish contact page
 * (/es-us/support/contact-us, seed 001 §2) rather than to a 404.
 */
export default function SpanishContactUs(): never {
  redirect('/es-us/support/contact-us');
}
