import { type CustomerType, MAX_QUESTION_LENGTH } from '@support/contracts';
import { SearchForm } from '@support/ui';

const SEARCH_PATH: Record<CustomerType, string> = {
  consumer: '/search',
  smb: '/search/smallBusiness',
};

/**
 * PLACEHOLDER for the general answer widget (packages/answer-widget, seed 000). Until it is ready
 * the support home shows the plain search form here, which needs no script; swapping in the
 * widget is a change to this one component.
 */
export function WidgetSlot({ customerType }: { customerType: CustomerType }) {
  return (
    <div data-slot="answer-widget" data-placeholder="">
      <SearchForm
        action={SEARCH_PATH[customerType]}
        id="support-q"
        label="Ask about your internet, wireless, TV, phone or account"
        maxLength={MAX_QUESTION_LENGTH}
        buttonText="Ask"
      />
    </div>
  );
}
