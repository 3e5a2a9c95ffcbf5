import { type CustomerType, SEARCH_FIELD_MAX_LENGTH } from '@support/contracts';
import { SuggestSearchForm } from '@support/ui';
import { SEARCH_PAGE_PATH } from '../search/search-params.ts';
import styles from './support-search.module.css';
import { SupportSearchEnhancer } from './support-search-enhancer.tsx';
import {
  resolveSupportSearchConfig,
  SUPPORT_SEARCH_DEFAULT_TEXTS,
  type SupportSearchTexts,
} from './support-search-texts.ts';

export interface SupportSearchWidgetProps {
  /** Id of the field, unique on the page; the area is `${id}-area`. Required. */
  id: string;
  /** consumer or smb: which articles are suggested and which search page opens. Default: the config's businessType (consumer). */
  customerType?: CustomerType;
  /** The page's words (e.g. from its content feed); each missing one takes `SUPPORT_SEARCH_DEFAULT_TEXTS`'. Default none. */
  texts?: Partial<SupportSearchTexts>;
  /** The widget config as loaded (seed 001 §9); one that does not parse is logged and the defaults used. Default the defaults. */
  config?: unknown;
  /** Text already in the field (e.g. on a results page). Default none. */
  defaultValue?: string;
  /** Extra class of the area. Default none. */
  className?: string;
}

/**
 * The support search widget (seed 001 §2), for the support landing, topic, contact-us and device
 * support pages: a heading (when there is a title), then a plain GET form to /search (or
 * /search/smallBusiness) that the server renders and that works without script, then the
 * widget's script (SupportSearchEnhancer), which attaches suggestions and messages to its field.
 */
export function SupportSearchWidget({
  id,
  customerType,
  texts = {},
  config,
  defaultValue,
  className,
}: SupportSearchWidgetProps) {
  const resolved = resolveSupportSearchConfig(config);
  const audience = customerType ?? resolved.businessType;
  // A text given as undefined keeps its default.
  const given = Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined));
  const t: SupportSearchTexts = { ...SUPPORT_SEARCH_DEFAULT_TEXTS, ...given };
  const areaId = `${id}-area`;
  const titleId = `${id}-title`;
  return (
    <section
      id={areaId}
      aria-labelledby={t.title ? titleId : undefined}
      aria-label={t.title ? undefined : t.placeholder}
      className={[styles.area, className].filter(Boolean).join(' ')}
      data-customer-type={audience}
    >
      {t.title ? (
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
      ) : null}
      <SuggestSearchForm
        action={SEARCH_PAGE_PATH[audience]}
        id={id}
        label={t.placeholder}
        hideLabel
        defaultValue={defaultValue}
        maxLength={SEARCH_FIELD_MAX_LENGTH}
        buttonText={t.buttonText}
      >
        <SupportSearchEnhancer
          fieldId={id}
          areaId={areaId}
          customerType={audience}
          maxSearchResults={resolved.maxSearchResults}
          messages={{
            suggestionsLabel: t.suggestionsLabel,
            noResultsBefore: t.noResultsBefore,
            noResultsAfter: t.noResultsAfter,
            hintsHeading: t.hintsHeading,
            hints: t.hints,
            intermediate: t.intermediate,
            noMatch: t.noMatch,
          }}
        />
      </SuggestSearchForm>
    </section>
  );
}
