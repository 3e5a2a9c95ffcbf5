import type { ContactUsLocale, HandOff } from '@support/contracts';
import { CardShell, Text } from '@support/ui';
import styles from './hand-off-notice.module.css';

/** The notice's words by language and by what the page offers next (ours). */
export const HAND_OFF_TEXT: Record<
  ContactUsLocale,
  { heading: string; call: string; chat: string; landing: string }
> = {
  'en-us': {
    heading: 'You asked',
    call: 'For bills and payments a call is quickest: the numbers are below.',
    chat: 'Message us or call: the ways to reach us are below.',
    landing: 'Choose your service below to see how to reach us about it.',
  },
  'es-us': {
    heading: 'Tu pregunta',
    call: 'Para facturas y pagos, llamar es lo más rápido: los números están abajo.',
    chat: 'Escríbenos o llámanos: las formas de comunicarte están abajo.',
    landing: 'Elige tu servicio abajo para ver cómo comunicarte con nosotros.',
  },
};

/**
 * What the visitor asked the answer widget before coming here (a hand-off), so they need not
 * explain it again, and where to go next: the contact options of a service page (the option
 * that suits the question comes first) or, on the landing, the service cards. The question is
 * text: React escapes it, and it is never put in markup.
 */
export function HandOffNotice({
  handOff,
  locale,
  next,
}: {
  handOff: HandOff;
  locale: ContactUsLocale;
  /** What follows on the page: a service page's contact options (by the option shown first), or the landing's cards. */
  next: 'call' | 'chat' | 'landing';
}) {
  const text = HAND_OFF_TEXT[locale];
  return (
    <CardShell className={styles.notice}>
      <section aria-labelledby="hand-off-heading" data-hand-off="">
        <h2 id="hand-off-heading" className={styles.heading}>
          {text.heading}
        </h2>
        <blockquote className={styles.question}>
          <Text text={handOff.question} configs={{ margin: '0' }} />
        </blockquote>
        <Text text={text[next]} configs={{ margin: '0' }} />
      </section>
    </CardShell>
  );
}
