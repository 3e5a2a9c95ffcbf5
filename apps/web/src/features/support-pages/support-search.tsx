import { type CustomerType, SEARCH_FIELD_MAX_LENGTH } from '@support/contracts';
import { SearchForm } from '@support/ui';
import styles from './support-pages.module.css';

const SEARCH_ACTION: Record<CustomerType, string> = { consumer: '/search', smb: '/search/smallBusiness' };

/**
 * The search area of the topic and device pages (seed 001 §2 "Support search widget"). For now the
 * SearchForm block: a plain GET form to the search page. The support search widget replaces it
 * here, in this one component.
 */
export function SupportSearch({ customerType, label }: { customerType: CustomerType; label: string }) {
  return (
    <div className={styles.search}>
      <SearchForm
        action={SEARCH_ACTION[customerType]}
        id="support-search"
        label={label}
        maxLength={SEARCH_FIELD_MAX_LENGTH}
        landmarkLabel="Support"
      />
    </div>
  );
}
