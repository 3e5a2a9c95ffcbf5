import { CONTACT_US_DEFAULT_TEXT } from '@support/contracts';
import { presentText } from './present.ts';

// Seed 001 §2 "Contact-us service page" and §4 "Contact toggle": two options, social or chat, and
// call. Social for prepaid and digitallife, chat otherwise; the page starts on that first option.

/** The services whose first option is social media rather than chat (seed 001 §2). */
export const SOCIAL_SERVICES: readonly string[] = ['prepaid', 'digitallife'];

export type ContactOptionKind = 'social' | 'chat' | 'call';
export interface ContactOption {
  kind: ContactOptionKind;
  label: string;
}

/** The feed's labels of the toggle (getInTouchPanel.socialButtonCTA, chatPanel.*), any may be missing. */
export interface ContactToggleLabels {
  social?: string;
  chat?: string;
  call?: string;
}

export interface ContactToggle {
  /** In order: social or chat, then call. */
  options: [ContactOption, ContactOption];
  /** The option shown first (seed 001 §4: social for prepaid, otherwise chat). */
  initial: ContactOptionKind;
}

/**
 * The toggle of a service page: its options with the feed's labels, else Social, Chat and Call.
 * `preferred` (ours: a hand-off's option for its intent) starts the toggle on that option when the
 * page has it; chat is not one of a social service's options, so that keeps its first option.
 */
export function contactToggle(
  service: string,
  labels: ContactToggleLabels = {},
  preferred?: ContactOptionKind,
): ContactToggle {
  const social = SOCIAL_SERVICES.includes(service.trim().toLowerCase());
  const first: ContactOption = social
    ? { kind: 'social', label: presentText(labels.social) ?? CONTACT_US_DEFAULT_TEXT.socialLabel }
    : { kind: 'chat', label: presentText(labels.chat) ?? CONTACT_US_DEFAULT_TEXT.chatLabel };
  const call: ContactOption = {
    kind: 'call',
    label: presentText(labels.call) ?? CONTACT_US_DEFAULT_TEXT.callLabel,
  };
  const initial = preferred === call.kind || preferred === first.kind ? preferred : first.kind;
  return { options: [first, call], initial };
}
