'use client';

import { type CSSProperties, useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { type BreadcrumbLinkAnalytics, Breadcrumbs } from '../breadcrumbs/index.ts';
import { Modal } from '../modal/index.ts';
import { Popover } from '../popover/index.ts';
import { Tooltip } from '../tooltip/index.ts';

const SITE_URL = 'https://www.example.com';

// Stand-ins for the Button and Link blocks in the modal demos: React Aria elements at the 24 px target size.
const demoButton: CSSProperties = {
  minHeight: 'var(--ui-target-min)',
  padding: '0.25rem 0.75rem',
  border: '1px solid var(--ui-color-brand)',
  borderRadius: 'var(--ui-radius)',
  background: 'var(--ui-color-brand)',
  color: 'var(--ui-color-text-on-dark)',
  font: 'inherit',
  cursor: 'pointer',
};
const demoLink: CSSProperties = {
  display: 'inline-block',
  minHeight: 'var(--ui-target-min)',
  color: 'var(--ui-color-brand)',
  textDecoration: 'underline',
  cursor: 'pointer',
};
const demo: CSSProperties = { margin: '0.5rem 0 1.5rem' };

function InfoIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
      <path d="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0Zm1 12H7V7h2v5Zm0-7H7V3h2v2Z" />
    </svg>
  );
}

function PlanDetails() {
  return (
    <>
      <p>Unlimited talk, text and data, with 15 GB of hotspot data each month.</p>
      <p>
        <a href="/search">Compare plans</a>
      </p>
    </>
  );
}

/** A tooltip whose text arrives after it opens, to show it placing itself again. */
function LoadingTooltip() {
  const [isOpen, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!isOpen) {
      setLoaded(false);
      return;
    }
    const timer = setTimeout(() => setLoaded(true), 600);
    return () => clearTimeout(timer);
  }, [isOpen]);
  return (
    <Tooltip
      onOpenChange={setOpen}
      content={
        loaded
          ? 'Fiber internet is available at your address, with speeds up to 5 Gig and no annual contract. Equipment is included.'
          : 'Checking your address…'
      }
    >
      Check availability
    </Tooltip>
  );
}

function ControlledModal() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <p>
        <button type="button" style={demoButton} onClick={() => setOpen(true)}>
          Open the controlled modal
        </button>{' '}
        <span id="overlays-modal-controlled-state">
          The controlled modal is {isOpen ? 'open' : 'closed'}.
        </span>
      </p>
      <Modal title="Autopay is on" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close autopay details">
        <p>We will charge your saved card on the 5th of each month.</p>
        <p>
          <button type="button" style={demoButton} onClick={() => setOpen(false)}>
            Got it
          </button>
        </p>
      </Modal>
    </>
  );
}

function BreadcrumbsDemos() {
  const [last, setLast] = useState<BreadcrumbLinkAnalytics | null>(null);
  return (
    <>
      <h3 id="overlays-breadcrumbs-footer">Breadcrumbs: footer</h3>
      <div style={demo}>
        <Breadcrumbs
          variant="footer"
          label="Breadcrumb (footer)"
          siteUrl={SITE_URL}
          items={[{ url: '/search' }, { url: '/support/att-internet' }]}
          onLinkClick={setLast}
        />
      </div>
      <h3 id="overlays-breadcrumbs-header">Breadcrumbs: header</h3>
      <div style={demo}>
        <Breadcrumbs
          variant="header"
          label="Breadcrumb (header)"
          siteUrl={SITE_URL}
          items={[{ url: '/ui#overlays-title', text: 'Building blocks' }, { text: 'Breadcrumbs' }]}
          onLinkClick={setLast}
        />
      </div>
      <h3 id="overlays-breadcrumbs-standalone">Breadcrumbs: standalone</h3>
      <div style={demo}>
        <Breadcrumbs
          siteUrl={SITE_URL}
          items={[
            { url: '/ui#overlays-title', text: 'Support' },
            { url: '/ui#overlays-breadcrumbs-standalone', text: 'Billing' },
            { text: 'Pay your bill' },
          ]}
          onLinkClick={setLast}
        />
        <p id="overlays-breadcrumbs-analytics" aria-live="polite">
          {last
            ? `Last breadcrumb link: ${last.linkName} (${last.linkPosition})`
            : 'No breadcrumb link used yet.'}
        </p>
      </div>
    </>
  );
}

/** Gallery section for the overlay blocks: popover, tooltip, modal and breadcrumbs, in every variant. */
export function OverlaysGallery() {
  return (
    <section aria-labelledby="overlays-title" id="overlays">
      <h2 id="overlays-title">Overlays</h2>

      <h3 id="overlays-popover-left">Popover: aligned left, below</h3>
      <div style={demo}>
        <Popover trigger="Plan details (left)" title="Unlimited Plus">
          <PlanDetails />
        </Popover>
      </div>
      <h3 id="overlays-popover-center">Popover: centred, below</h3>
      <div style={{ ...demo, textAlign: 'center' }}>
        <Popover trigger="Plan details (centre)" title="Unlimited Plus" align="center">
          <PlanDetails />
        </Popover>
      </div>
      <h3 id="overlays-popover-right">Popover: aligned right, below</h3>
      <div style={{ ...demo, textAlign: 'right' }}>
        <Popover trigger="Plan details (right)" title="Unlimited Plus" align="right">
          <PlanDetails />
        </Popover>
      </div>
      <h3 id="overlays-popover-top">Popover: aligned left, above</h3>
      <div style={demo}>
        <Popover trigger="Plan details (above)" title="Unlimited Plus" position="top">
          <PlanDetails />
        </Popover>
      </div>
      <h3 id="overlays-popover-inline">Popover: never full screen</h3>
      <div style={demo}>
        <Popover trigger="Plan details (inline)" title="Unlimited Plus" fullScreenOnMobile={false}>
          <PlanDetails />
        </Popover>
      </div>

      <h3 id="overlays-tooltip-top">Tooltip: above</h3>
      <p style={demo}>
        Your bill includes{' '}
        <Tooltip content="Taxes and government fees change with your address and are billed monthly.">
          taxes and fees
        </Tooltip>
        .
      </p>
      <h3 id="overlays-tooltip-bottom">Tooltip: below, icon trigger</h3>
      <p style={demo}>
        Autopay{' '}
        <Tooltip
          placement="bottom"
          triggerLabel="More about autopay"
          content="Autopay charges your saved card or bank account each month."
        >
          <InfoIcon />
        </Tooltip>
      </p>
      <h3 id="overlays-tooltip-loading">Tooltip: content that changes</h3>
      <p style={demo}>
        <LoadingTooltip />
      </p>

      <h3 id="overlays-modal-button">Modal: opened by a button (medium)</h3>
      <div style={demo}>
        <Modal
          title="Change your plan"
          trigger={<Button style={demoButton}>Change plan</Button>}
          closeLabel="Close plan change"
        >
          <p>Pick a new plan; the change starts with your next bill.</p>
          <p>
            <a href="/search">Compare plans</a>
          </p>
        </Modal>
      </div>
      <h3 id="overlays-modal-link">Modal: opened by a link (large)</h3>
      <div style={demo}>
        <Modal
          title="Coverage map"
          openedBy="link"
          trigger={<Link style={demoLink}>See the coverage map</Link>}
          closeLabel="Close coverage map"
        >
          <p>5G and 4G LTE coverage where you live, work and travel. Coverage is not available everywhere.</p>
        </Modal>
      </div>
      <h3 id="overlays-modal-controlled">Modal: controlled</h3>
      <div style={demo}>
        <ControlledModal />
      </div>

      <BreadcrumbsDemos />
    </section>
  );
}
