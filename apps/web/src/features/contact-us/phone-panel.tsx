import type { PhonePanelValue } from '@support/contracts';
import { Link } from '@support/ui';
import { Fragment } from 'react';
import styles from './contact-us-panels.module.css';
import { isPanelValuePresent, phoneLinkParts } from './phone-text.ts';

/** A panel value as text with its numbers as call links (each click reported by the Link block). */
export function PhoneText({ value }: { value: string }) {
  return phoneLinkParts(value).map((part, i) =>
    part.kind === 'text' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string, never reordered.
      <Fragment key={i}>{part.text}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <span key={i} className={styles.numbers}>
        {part.calls.map((call, j) => (
          <Fragment key={call.href}>
            {j > 0 ? (
              <span aria-hidden="true" className={styles.separator}>
                {' | '}
              </span>
            ) : null}
            <Link text={call.text} href={call.href} configs={{ variant: 'textMedium' }} />
          </Fragment>
        ))}
      </span>
    ),
  );
}

const ROWS = [
  ['custServiceText1L', 'custServiceText1R'],
  ['custServiceText2L', 'custServiceText2R'],
] as const;

/**
 * A phone panel (seed 001 §2 "Phone panels", §3 "Phone panel value"), a server component: two
 * rows of what / number, then a centred line. Absent values (seed 001 §5, and the empty marker)
 * leave their cell out, and a row with neither cell out altogether.
 */
export function PhonePanel({ id, title, value }: { id: string; title: string; value: PhonePanelValue }) {
  const rows = ROWS.map(([l, r]) => [value[l], value[r]] as const).filter(
    ([l, r]) => isPanelValuePresent(l) || isPanelValuePresent(r),
  );
  const center = value.custServiceTextCenter;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.phonePanel}>
      <h3 id={`${id}-title`}>{title}</h3>
      {rows.length > 0 ? (
        <dl className={styles.phoneRows}>
          {rows.map(([l, r], i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the panel's fixed rows.
            <div key={i} className={styles.phoneRow}>
              <dt>{isPanelValuePresent(l) ? <PhoneText value={l} /> : null}</dt>
              <dd>{isPanelValuePresent(r) ? <PhoneText value={r} /> : null}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {isPanelValuePresent(center) ? (
        <p className={styles.phoneCenter}>
          <PhoneText value={center} />
        </p>
      ) : null}
    </section>
  );
}
