'use client';

import { type CSSProperties, type ReactNode, useState } from 'react';
import { Carousel, type CarouselBreakpoint } from '../carousel/index.ts';
import { CheckboxGroup } from '../checkbox-group/index.ts';
import { RadioGroup } from '../radio-group/index.ts';
import { Select } from '../select/index.ts';
import { TextArea } from '../text-area/index.ts';
import { Shown } from './shown.tsx';

const PLANS = [
  { value: 'basic', label: 'Basic internet' },
  { value: 'plus', label: 'Internet Plus' },
  { value: 'gig', label: 'Gigabit (not available at your address)', disabled: true },
  { value: 'bundle', label: 'Internet and TV bundle' },
];

const CONTACT_REASONS = [
  { value: 'billing', label: 'Billing' },
  { value: 'cable', label: 'Cable TV' },
  { value: 'change', label: 'Change plan' },
  { value: 'device', label: 'Device repair' },
  { value: 'home', label: 'Home phone' },
  { value: 'internet', label: 'Internet' },
  { value: 'moving', label: 'Moving' },
  { value: 'outage', label: 'Outage (use the status page)', disabled: true },
  { value: 'voicemail', label: 'Voicemail' },
  { value: 'wireless', label: 'Wireless' },
];

const TIPS = [
  'Restart your gateway once a month to clear memory.',
  'Place the gateway high up and away from metal.',
  'Use the 5 GHz network for streaming near the gateway.',
  'Turn on automatic payments to avoid late fees.',
  'Check the outage map before booking a repair.',
  'Set a voicemail PIN that is not your birthday.',
  'Review your data usage in the app each week.',
  'Keep your account recovery details up to date.',
];

/** The answer widget's layout: 3, 2 or 1 cards at 9999, 1366 and 650 px. */
const ANSWER_WIDGET_BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { maxWidth: 9999, slidesToShow: 3, dots: true, arrows: true },
  { maxWidth: 1366, slidesToShow: 2, dots: true, arrows: true },
  { maxWidth: 650, slidesToShow: 1, dots: true, arrows: false },
];

const WITH_ARROWS: readonly CarouselBreakpoint[] = [
  { maxWidth: 9999, slidesToShow: 1, dots: true, arrows: true },
];

const card: CSSProperties = {
  margin: 0,
  padding: '1rem',
  minHeight: '5rem',
  border: '1px solid var(--ui-color-gray-200)',
  borderRadius: 'var(--ui-radius)',
  background: 'var(--ui-color-gray-100)',
};

function tipSlides(count: number) {
  return TIPS.slice(0, count).map((tip, i) => (
    <p key={tip} style={card}>
      <strong>Tip {i + 1}.</strong> {tip}
    </p>
  ));
}

function Demo({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} style={{ marginBlock: '1.5rem' }}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

const FEEDBACK_REASONS = [
  { value: 'wrong', label: 'The answer was wrong' },
  { value: 'unclear', label: 'It was hard to follow' },
  { value: 'old', label: 'It looked out of date' },
  { value: 'other', label: 'Something else' },
];

function ControlledCheckboxGroup() {
  const [reasons, setReasons] = useState<string[]>(['unclear']);
  return (
    <>
      <CheckboxGroup
        label="What went wrong? (controlled)"
        options={FEEDBACK_REASONS}
        value={reasons}
        onChange={setReasons}
      />
      <Shown label="Chosen:">{reasons.length ? reasons.join(', ') : 'none'}</Shown>
    </>
  );
}

function QuestionField() {
  const [asked, setAsked] = useState('nothing yet');
  return (
    <>
      <TextArea label="Ask a question" rows={1} mobileRows={3} onEnter={(text) => setAsked(text)} />
      <Shown label="Asked on Enter:">{asked}</Shown>
    </>
  );
}

function ControlledRadioGroup() {
  const [plan, setPlan] = useState<string | null>('plus');
  return (
    <>
      <RadioGroup label="Plan (controlled)" options={PLANS} value={plan} onChange={setPlan} />
      <Shown label="Selected plan:">{plan ?? 'none'}</Shown>
    </>
  );
}

/** Gallery section for the forms blocks: radio group, select, text area and carousel in every state. */
export function FormsGallery() {
  return (
    <section id="forms-gallery" aria-labelledby="forms-gallery-heading">
      <h2 id="forms-gallery-heading">Forms</h2>

      <Demo id="forms-radio-default" title="Radio group">
        <RadioGroup label="Internet plan" options={PLANS} name="plan" />
      </Demo>
      <Demo id="forms-radio-controlled" title="Radio group: controlled value">
        <ControlledRadioGroup />
      </Demo>
      <Demo id="forms-radio-horizontal" title="Radio group: horizontal">
        <RadioGroup
          label="Contact me by"
          orientation="horizontal"
          defaultValue="email"
          options={[
            { value: 'email', label: 'Email' },
            { value: 'text', label: 'Text message' },
            { value: 'call', label: 'Phone call' },
          ]}
        />
      </Demo>
      <Demo id="forms-radio-error" title="Radio group: error">
        <RadioGroup
          label="Preferred install window"
          options={[
            { value: 'morning', label: 'Morning (8 am to 12 pm)' },
            { value: 'afternoon', label: 'Afternoon (12 pm to 5 pm)' },
          ]}
          error
          errorMessage="Choose an install window to continue."
        />
      </Demo>
      <Demo id="forms-radio-disabled" title="Radio group: disabled">
        <RadioGroup label="Billing cycle" options={PLANS} defaultValue="basic" isDisabled />
      </Demo>

      <Demo id="forms-checkbox-default" title="Checkbox group">
        <CheckboxGroup label="What went wrong?" options={FEEDBACK_REASONS} name="reasons" />
      </Demo>
      <Demo id="forms-checkbox-controlled" title="Checkbox group: controlled value">
        <ControlledCheckboxGroup />
      </Demo>
      <Demo id="forms-checkbox-horizontal-error" title="Checkbox group: horizontal, error">
        <CheckboxGroup
          label="Contact me by"
          orientation="horizontal"
          options={[
            { value: 'email', label: 'Email' },
            { value: 'text', label: 'Text message' },
            { value: 'call', label: 'Phone call' },
          ]}
          error
          errorMessage="Choose at least one way to reach you."
        />
      </Demo>
      <Demo id="forms-checkbox-disabled" title="Checkbox group: disabled">
        <CheckboxGroup label="Add-ons" options={FEEDBACK_REASONS} defaultValue={['wrong']} isDisabled />
      </Demo>

      <Demo id="forms-select-default" title="Select: default label and placeholder">
        <Select options={CONTACT_REASONS} />
      </Demo>
      <Demo id="forms-select-value" title="Select: with a value">
        <Select label="Reason for contact" options={CONTACT_REASONS} defaultValue="internet" />
      </Demo>
      <Demo id="forms-select-required" title="Select: required (error on blur)">
        <Select
          label="Topic of your question"
          options={CONTACT_REASONS}
          isRequired
          errorMessage="Choose a topic so we can route your question."
        />
      </Demo>
      <Demo id="forms-select-error" title="Select: error">
        <Select
          label="Device type"
          options={[
            { value: 'phone', label: 'Phone' },
            { value: 'tablet', label: 'Tablet' },
            { value: 'gateway', label: 'Gateway' },
          ]}
          error
          errorMessage="Choose a device type."
        />
      </Demo>
      <Demo id="forms-select-disabled" title="Select: disabled">
        <Select label="Service address" options={CONTACT_REASONS} isDisabled />
      </Demo>

      <Demo id="forms-textarea-counter" title="Text area: with a counter">
        <TextArea
          label="Describe the problem"
          maxLength={250}
          hintText="Do not include passwords or card numbers."
          errorText="Describe the problem in a few words."
        />
      </Demo>
      <Demo id="forms-textarea-near-limit" title="Text area: near the limit">
        <TextArea
          label="Short note for the technician"
          maxLength={60}
          defaultValue="Dog in the back yard; please knock at the side door."
        />
      </Demo>
      <Demo id="forms-textarea-error" title="Text area: error">
        <TextArea
          label="Reason for cancelling"
          maxLength={250}
          hintText="This helps us improve."
          errorText="Tell us why you are cancelling."
          error
        />
      </Demo>
      <Demo
        id="forms-textarea-question"
        title="Text area: question field (one row, three on mobile, Enter asks)"
      >
        <QuestionField />
      </Demo>
      <Demo id="forms-textarea-hidden-label" title="Text area: label for assistive technology only">
        <TextArea label="Search the help pages" isLabelHidden placeholder="Search the help pages" rows={1} />
      </Demo>
      <Demo id="forms-textarea-disabled" title="Text area: disabled">
        <TextArea label="Account notes" defaultValue="Read only for this account." isDisabled />
      </Demo>

      <Demo id="forms-carousel-default" title="Carousel: default breakpoints">
        <Carousel label="Wi-Fi tips">{tipSlides(5)}</Carousel>
      </Demo>
      <Demo id="forms-carousel-compact" title="Carousel: 8 slides, compact dots and arrows">
        <Carousel label="Account tips" breakpoints={WITH_ARROWS}>
          {tipSlides(8)}
        </Carousel>
      </Demo>
      <Demo id="forms-carousel-answer" title="Carousel: answer widget layout (3, 2 or 1 slides)">
        <Carousel label="Related answers" breakpoints={ANSWER_WIDGET_BREAKPOINTS}>
          {tipSlides(6)}
        </Carousel>
      </Demo>
    </section>
  );
}
