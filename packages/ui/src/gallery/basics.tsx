'use client';

import type { SafeHtml } from '@support/safe-html';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { APP_BADGE_VALUES, AppBadges } from '../app-badges/index.ts';
import { BUTTON_VARIANTS, Button } from '../button/index.ts';
import { ButtonGroup } from '../button-group/index.ts';
import { CARD_SHELL_BACKGROUNDS, CardShell, CardShellRadioGroup } from '../card-shell/index.ts';
import { ICON_BG_COLORS, ICON_BUTTON_SIZES, IconButton } from '../icon-button/index.ts';
import { LINK, LINK_VARIANTS, Link, type LinkClickDetail } from '../link/index.ts';
import { LinkList } from '../link-list/index.ts';
import { RichText } from '../rich-text/index.ts';
import { SPINNER_SIZES, Spinner } from '../spinner/index.ts';
import {
  TEXT_BULLET_TYPES,
  TEXT_FONTS,
  TEXT_LINE_HEIGHTS,
  TEXT_SIZES,
  TEXT_WRAPPERS,
  Text,
} from '../text/index.ts';
import { Shown } from './shown.tsx';

// Layout of the gallery page only (the blocks carry their own styles).
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' };
const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.75rem',
};
const dark: CSSProperties = {
  ...row,
  padding: '1rem',
  borderRadius: 'var(--ui-radius)',
  background: 'var(--ui-color-gray-800)',
  color: 'var(--ui-color-text-on-dark)',
};
const block: CSSProperties = { marginBottom: '2.5rem' };

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
const INFO =
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z';
const SHARE =
  'M18 16a3 3 0 0 0-2.2 1l-7-4a3 3 0 0 0 0-2l7-4A3 3 0 1 0 15 5l-7 4a3 3 0 1 0 0 6l7 4a3 3 0 1 0 3-3z';
const CHAT = 'M4 4h16v12H6l-2 2zm2 4v2h12V8zm0 4v2h8v-2z';
const DOWNLOAD = 'M11 4h2v8l3-3 1.4 1.4L12 15.8 6.6 10.4 8 9l3 3zM5 18h14v2H5z';

function Example({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={stack}>
      <h4 style={{ margin: 0, fontSize: 'var(--ui-text-sm)', fontWeight: 600 }}>{label}</h4>
      {children}
    </div>
  );
}

function BlockSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} style={block}>
      <h3>{title}</h3>
      <div style={{ ...stack, alignItems: 'stretch', gap: '1.5rem' }}>{children}</div>
    </div>
  );
}

const TOP_SOLUTIONS = [
  'Get bill & account help',
  'View my bill',
  'Make a payment',
  'Reset my password',
  'Check for outages',
  'Trade-in or recycle a device',
];

function DisclosureButton() {
  const [open, setOpen] = useState(false);
  return (
    <div style={stack}>
      <Button
        text={open ? 'Hide the plan details' : 'Show the plan details'}
        configs={{ variant: 'whiteSecondary', size: 'small' }}
        isExpanded={open}
        controls="basics-button-disclosure"
        onPress={() => setOpen(!open)}
      />
      <p id="basics-button-disclosure" hidden={!open}>
        Unlimited talk, text and data, with 50 GB of hotspot data each month.
      </p>
    </div>
  );
}

export interface BasicsGalleryProps {
  /** `RICH_TEXT_SAMPLE_SOURCE` after the server-side sanitiser (the route does it). Required. */
  richTextSample: SafeHtml;
}

/** Every basics block in every variant and state (seed 001 §3), for people to look at and for tests to drive. */
export function BasicsGallery({ richTextSample }: BasicsGalleryProps) {
  const [pressCount, setPressCount] = useState(0);
  const [lastLinkClick, setLastLinkClick] = useState('none yet');
  const [listChoice, setListChoice] = useState('none yet');
  const [contactBy, setContactBy] = useState('chat');
  const [viewBy, setViewBy] = useState('month');
  const [cardPresses, setCardPresses] = useState(0);
  const [plan, setPlan] = useState('none yet');

  useEffect(() => {
    const onLinkClick = (event: Event) => {
      const { linkName, linkPosition } = (event as CustomEvent<LinkClickDetail>).detail;
      setLastLinkClick(`${linkName} (${linkPosition})`);
    };
    document.addEventListener(LINK.ANALYTICS_EVENT, onLinkClick);
    return () => document.removeEventListener(LINK.ANALYTICS_EVENT, onLinkClick);
  }, []);

  return (
    <section id="basics" aria-labelledby="basics-heading">
      <h2 id="basics-heading">Basics</h2>
      <Shown label="Last link click reported:" id="basics-link-click">
        {lastLinkClick}
      </Shown>

      <BlockSection id="basics-text" title="Text">
        <Example label="Sizes">
          {TEXT_SIZES.map((size) => (
            <Text key={size} size={size} text={`Text size ${size}`} />
          ))}
        </Example>
        <Example label="Fonts">
          {TEXT_FONTS.map((font) => (
            <Text key={font} configs={{ font }} text={`Font ${font}`} />
          ))}
        </Example>
        <Example label="Line heights">
          {TEXT_LINE_HEIGHTS.map((lineHeight) => (
            <Text
              key={lineHeight}
              configs={{ lineHeight }}
              text={`Line height ${lineHeight}: your bill shows charges for the month ahead and any one-time fees from the month before.`}
            />
          ))}
        </Example>
        <Example label="Wrappers">
          {TEXT_WRAPPERS.map((wrapper) => (
            <Text key={wrapper} configs={{ wrapper }} text={`Wrapped in a ${wrapper}`} />
          ))}
        </Example>
        <Example label="Bullet types">
          {TEXT_BULLET_TYPES.map((bulletType) => (
            <Text
              key={bulletType}
              id={`basics-text-${bulletType}`}
              configs={{ bulletType }}
              text={[`${bulletType}: unlimited talk and text`, `${bulletType}: 5G access`]}
            />
          ))}
        </Example>
        <Example label="Colours, margin and legal">
          <Text configs={{ color: 'muted', margin: '0' }} text="Muted colour" />
          <Text configs={{ color: 'brand' }} text="Brand colour" />
          <Text configs={{ color: 'error' }} text="Error colour" />
          <div style={dark}>
            <Text configs={{ color: 'onDark' }} text="On a dark background" />
          </div>
          <Text legal text="Legal: offer subject to change. Taxes and fees extra. Terms apply." />
        </Example>
        <Example label="Tooltip slot and link analytics">
          <Text
            configs={{ wrapper: 'div' }}
            text="Activation fee"
            tooltip={
              <IconButton
                iconSvg={<Icon d={INFO} />}
                label="A one-time fee charged on your first bill"
                IconButtonSize="small"
                isTooltip
              />
            }
          />
          <Text
            linkAnalyticsObj={{ linkPosition: 'Body_Legal' }}
            text={
              <>
                See <a href="#basics-text">the full terms</a> for details.
              </>
            }
          />
        </Example>
      </BlockSection>

      <BlockSection id="basics-rich-text" title="Rich text">
        <Example label="Content with a script, an event handler and a javascript: link, sanitised">
          <RichText
            as="section"
            label="Sanitised content sample"
            id="basics-rich-text-sample"
            html={richTextSample}
          />
        </Example>
      </BlockSection>

      <BlockSection id="basics-button" title="Button">
        <Shown label="Button presses:" id="basics-button-presses">
          {pressCount}
        </Shown>
        <Example label="Variants and sizes">
          <div style={row}>
            {BUTTON_VARIANTS.map((variant) => (
              <Button
                key={variant}
                text={`Variant ${variant}`}
                configs={{ variant }}
                onPress={() => setPressCount((n) => n + 1)}
              />
            ))}
            <Button text="Size small" configs={{ size: 'small' }} />
            <Button text="Regular shape" configs={{ regularButton: true }} />
            <Button text="With icon" svgIcon={<Icon d={CHAT} />} />
            <Button text="Learn more" accessibilityText="Learn more about paying your bill" />
          </div>
        </Example>
        <Example label="States">
          <div style={row}>
            <Button
              text="Disabled"
              configs={{ disabled: true }}
              onPress={() => setPressCount((n) => n + 1)}
            />
            <Button
              text="Submit payment"
              spinnerLabel="Submitting payment"
              configs={{ spinner: true }}
              onPress={() => setPressCount((n) => n + 1)}
            />
          </div>
        </Example>
        <Example label="Widths">
          <Button text="Full width" configs={{ fullWidth: true }} />
          <Button
            text="Mobile full width"
            configs={{ mobileFullWidth: true }}
            id="basics-button-mobile-full"
          />
        </Example>
        <Example label="Disclosure toggle (isExpanded, controls)">
          <DisclosureButton />
        </Example>
        <Example label="On dark">
          <div style={dark}>
            <Button text="Primary on dark" configs={{ onDark: true }} />
            <Button text="Secondary on dark" configs={{ onDark: true, variant: 'whiteSecondary' }} />
          </div>
        </Example>
        <Example label="Links and modals">
          <div style={row}>
            <Button text="Navigational link" href="#basics-button" configs={{ margin: '0' }} />
            <Button
              text="Open medium modal"
              configs={{ function: 'modal' }}
              modalTitle="Medium modal title"
              modalContent={<p>A modal opened from a button is medium by default.</p>}
            />
            <Button
              text="Open large modal"
              configs={{ function: 'modal', modalSize: 'large', variant: 'whiteSecondary' }}
              modalTitle="Large modal title"
              modalContent={<p>This button asks for the large size.</p>}
            />
          </div>
        </Example>
      </BlockSection>

      <BlockSection id="basics-spinner" title="Spinner">
        <Example label="Sizes">
          <div style={row}>
            {SPINNER_SIZES.map((size) => (
              <Spinner key={size} size={size} label={`Loading (${size})`} />
            ))}
          </div>
        </Example>
        <Example label="Visible label and reserved height">
          <Spinner label="Loading your answer" showLabel minHeight={160} />
        </Example>
      </BlockSection>

      <BlockSection id="basics-link" title="Link">
        <Example label="Variants">
          <div style={row}>
            {LINK_VARIANTS.map((variant) => (
              <Link key={variant} text={`Link ${variant}`} href="#basics-link" configs={{ variant }} />
            ))}
            <Link
              text="Type prependIcon (seed name)"
              href="#basics-link"
              configs={{ type: 'prependIcon' }}
              icon={<Icon d={DOWNLOAD} />}
            />
          </div>
        </Example>
        <Example label="On dark">
          <div style={dark}>
            <Link text="Link on dark" href="#basics-link" configs={{ onDark: true }} />
            <Link
              text="Call to action on dark"
              href="#basics-link"
              configs={{ onDark: true, variant: 'primaryCta' }}
            />
          </div>
        </Example>
        <Example label="Overlay: the whole card is the link's hit area">
          <CardShell background="gray100">
            <span>Check for outages in your area.</span>
            <Link
              text="Check outages"
              href="#basics-link"
              configs={{ overlay: true, variant: 'textMedium' }}
            />
          </CardShell>
        </Example>
        <Example label="Functions">
          <div style={row}>
            <Link
              text="Community forum"
              href="https://example.com/forum"
              configs={{ function: 'newTab' }}
              additionalAnalyticsData={{ linkPosition: 'Body_Gallery' }}
            />
            <Link
              text="Open link modal"
              configs={{ function: 'modal' }}
              modalContent={<p>A modal opened from a link is large by default.</p>}
            />
            <Link
              text="Watch the video"
              configs={{ function: 'video', variant: 'appendIcon' }}
              videoBackgroundData={{
                src: '/media/restart-gateway.mp4',
                poster: '/media/restart-gateway.jpg',
                title: 'How to restart your gateway',
              }}
            />
            <Link text="Named anchor" href="/ui" namedLinkedAnchor="basics-card-shell" margin="0" />
          </div>
        </Example>
        <Example label="App download">
          <Link
            text="Download the support app"
            appsDownload
            appleStoreAltText="Support app on the App Store"
            googleStoreAltText="Support app on Google Play"
          />
        </Example>
      </BlockSection>

      <BlockSection id="basics-app-badges" title="App badges">
        <AppBadges
          values={APP_BADGE_VALUES}
          label="Every badge"
          appleStoreAltText="App Store badge"
          googleStoreAltText="Google Play badge"
        />
      </BlockSection>

      <BlockSection id="basics-icon-button" title="Icon button">
        <Example label="Sizes">
          <div style={row}>
            {ICON_BUTTON_SIZES.map((size) => (
              <IconButton
                key={size}
                iconSvg={<Icon d={SHARE} />}
                label={`Share, ${size}`}
                IconButtonSize={size}
              />
            ))}
          </div>
        </Example>
        <Example label="Backgrounds and face">
          <div style={row}>
            {ICON_BG_COLORS.map((bg) => (
              <IconButton
                key={bg}
                iconSvg={<Icon d={CHAT} />}
                label={`Chat, ${bg} background`}
                bgIconColor={bg}
                isButtonFace
              />
            ))}
          </div>
        </Example>
        <Example label="Tooltip, disabled, link">
          <div style={row}>
            <IconButton iconSvg={<Icon d={INFO} />} label="More information" isTooltip isButtonFace />
            <IconButton iconSvg={<Icon d={SHARE} />} label="Share (unavailable)" disabled />
            <IconButton
              iconSvg={<Icon d={DOWNLOAD} />}
              label="Download"
              accessibilityText="Download your statement"
              href="#basics-icon-button"
            />
          </div>
        </Example>
      </BlockSection>

      <BlockSection id="basics-link-list" title="Link list">
        <Shown label="Chosen solution:" id="basics-link-list-choice">
          {listChoice}
        </Shown>
        <LinkList
          label="I want to..."
          items={TOP_SOLUTIONS.map((text) => ({
            href: '#basics-link-list',
            text,
            onClick: () => setListChoice(text),
          }))}
        />
      </BlockSection>

      <BlockSection id="basics-button-group" title="Button group">
        <Example label="Blue, default index 0">
          <ButtonGroup
            label="Contact us by"
            items={[
              { name: 'Chat', value: 'chat' },
              { name: 'Call', value: 'call' },
              { name: 'Social', value: 'social' },
            ]}
            onChange={setContactBy}
          />
          <Shown label="Contact by:" id="basics-button-group-value">
            {contactBy}
          </Shown>
        </Example>
        <Example label="White, given index 1">
          <div style={dark}>
            <ButtonGroup
              label="View usage by"
              variant="white"
              defaultSelectedIndex={1}
              items={[
                { name: 'Day', value: 'day' },
                { name: 'Month', value: 'month' },
                { name: 'Year', value: 'year' },
              ]}
              onChange={setViewBy}
            />
            <Shown label="View by:" id="basics-button-group-white-value" inline>
              {viewBy}
            </Shown>
          </div>
        </Example>
      </BlockSection>

      <BlockSection id="basics-card-shell" title="Card shell">
        <Example label="Backgrounds (default variant)">
          <div style={row}>
            {CARD_SHELL_BACKGROUNDS.map((background) => (
              <CardShell key={background} background={background}>
                <strong>{background}</strong>
                <span>A plain card.</span>
              </CardShell>
            ))}
          </div>
        </Example>
        <Example label="Button, link and checkbox">
          <div style={row}>
            <CardShell variant="button" onPress={() => setCardPresses((n) => n + 1)}>
              <strong>Pay your bill</strong>
              <span>Card presses: {cardPresses}</span>
            </CardShell>
            <CardShell variant="link" href="#basics-card-shell" background="brandBlue000">
              <strong>Wireless support</strong>
              <span>Go to the card shell examples.</span>
            </CardShell>
            <CardShell variant="checkbox" name="addons" value="protection" background="gray100">
              <strong>Device protection</strong>
              <span>Add to your plan.</span>
            </CardShell>
            <CardShell variant="button" isDisabled>
              <strong>Disabled card</strong>
            </CardShell>
          </div>
        </Example>
        <Example label="Radio cards in a named group">
          <CardShellRadioGroup label="Choose a plan" name="basics-plan" onChange={setPlan}>
            <CardShell variant="radio" value="basic">
              <strong>Basic</strong>
            </CardShell>
            <CardShell variant="radio" value="unlimited">
              <strong>Unlimited</strong>
            </CardShell>
            <CardShell variant="radio" value="premium" background="gray200">
              <strong>Premium</strong>
            </CardShell>
          </CardShellRadioGroup>
          <Shown label="Chosen plan:" id="basics-card-shell-plan">
            {plan}
          </Shown>
        </Example>
      </BlockSection>
    </section>
  );
}
