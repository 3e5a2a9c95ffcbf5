import Link from 'next/link';

/** Where a page that is not there sends its visitor; `spanish`: in Spanish, under /es-us/. */
function WayBack({ spanish = false }: { spanish?: boolean }) {
  if (spanish)
    return (
      <p>
        Ve a <a href="/es-us/support/contact-us">Contáctanos</a> o a la{' '}
        <Link href="/support">página principal de ayuda</Link> (en inglés).
      </p>
    );
  return (
    <p>
      <Link href="/search" prefetch={false}>
        Ask a question
      </Link>{' '}
      or go to the <Link href="/support">support home page</Link>.
    </p>
  );
}

/** What a visitor sees at an address we have no page for (the site's 404); `spanish`: under /es-us/. */
export function PageNotFound({ spanish = false }: { spanish?: boolean }) {
  if (spanish)
    return (
      <div className="container" style={{ paddingTop: '1.5rem' }}>
        <h1>No encontramos esa página</h1>
        <p>Es posible que la página haya cambiado de dirección o que la dirección tenga un error.</p>
        <WayBack spanish />
      </div>
    );
  return (
    <div className="container" style={{ paddingTop: '1.5rem' }}>
      <h1>We can’t find that page</h1>
      <p>The page may have moved, or the address may have a typo.</p>
      <WayBack />
    </div>
  );
}

/** Why the front could not serve an address (server/front.ts): too long, or not readable as text. */
export type BadAddressReason = 'too-long' | 'unreadable';

export const BAD_ADDRESS_TEXT = {
  'too-long': {
    heading: 'That address is too long',
    detail:
      'If you typed a question, ask it again in fewer words: up to 1,000 characters, about the length of a short paragraph.',
  },
  unreadable: {
    heading: 'We can’t read that address',
    detail:
      'Part of it may have been cut off when it was copied. Try the link again, or start from the support home page.',
  },
} as const;

/** BAD_ADDRESS_TEXT for an address under /es-us/. */
export const BAD_ADDRESS_TEXT_ES = {
  'too-long': {
    heading: 'Esa dirección es demasiado larga',
    detail:
      'Si escribiste una pregunta, hazla otra vez con menos palabras: hasta 1,000 caracteres, más o menos un párrafo corto.',
  },
  unreadable: {
    heading: 'No podemos leer esa dirección',
    detail:
      'Es posible que se haya cortado una parte al copiarla. Prueba el enlace otra vez o empieza en Contáctanos.',
  },
} as const satisfies Record<BadAddressReason, { heading: string; detail: string }>;

/**
 * What a visitor sees at an address the site refused before any page (400 or 414), as a page, not
 * an error body; `spanish`: the address was under /es-us/.
 */
export function BadAddress({ reason, spanish = false }: { reason: BadAddressReason; spanish?: boolean }) {
  const text = (spanish ? BAD_ADDRESS_TEXT_ES : BAD_ADDRESS_TEXT)[reason];
  return (
    <div className="container" style={{ paddingTop: '1.5rem' }}>
      <h1>{text.heading}</h1>
      <p>{text.detail}</p>
      <WayBack spanish={spanish} />
    </div>
  );
}
