import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { MODAL, MODAL_SIZE_FOR_BUTTON, MODAL_SIZE_FOR_LINK, Modal, type ModalProps } from './modal.tsx';

function renderWithTrigger(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(
    <>
      <Modal title="Change your plan" trigger={<Button>Change plan</Button>} {...props}>
        <p>Pick the plan that suits you.</p>
        <a href="#plans">Compare plans</a>
      </Modal>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Change plan' }) };
}

/** A page that owns the modal's state and opens it from its own button. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Modal title="Terms" isOpen={open} onOpenChange={setOpen}>
        Terms text
      </Modal>
    </>
  );
}

const modalBox = () => screen.getByRole('dialog').parentElement as HTMLElement;

describe('keyboard (WAI-ARIA dialog pattern)', () => {
  it('opens from its trigger with Enter, focuses the dialog, closes on Escape and returns focus', async () => {
    const { user, trigger } = renderWithTrigger();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, trigger } = renderWithTrigger();
    trigger.focus();
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.tab({ shift: true });
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes from the close button, which has an accessible name', async () => {
    const { user, trigger } = renderWithTrigger({ closeLabel: 'Close plan change' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const close = await screen.findByRole('button', { name: 'Close plan change' });
    close.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});

describe('pointer', () => {
  it('opens on click and closes on a backdrop click', async () => {
    const { user, trigger } = renderWithTrigger();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.parentElement?.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on a backdrop click when not dismissable', async () => {
    const { user, trigger } = renderWithTrigger({ isDismissable: false });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.parentElement?.parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('states', () => {
  it('locks page scroll while open', async () => {
    const { user, trigger } = renderWithTrigger();
    expect(document.documentElement.style.overflow).not.toBe('hidden');
    await user.click(trigger);
    await screen.findByRole('dialog');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.documentElement.style.overflow).not.toBe('hidden'));
  });

  it('works uncontrolled from defaultOpen', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal title="Welcome" defaultOpen onOpenChange={onOpenChange}>
        Hello
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('follows isOpen when controlled and reports requests through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Modal title="Controlled" isOpen onOpenChange={onOpenChange}>
        Body
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still open: the parent owns the state.
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeInTheDocument();
    rerender(
      <Modal title="Controlled" isOpen={false} onOpenChange={onOpenChange}>
        Body
      </Modal>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is opened by an outside control and gives focus back to it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('sizes', () => {
  it('exports medium for button-opened and large for link-opened modals', () => {
    expect(MODAL.SIZES).toEqual(['medium', 'large']);
    expect(MODAL_SIZE_FOR_BUTTON).toBe('medium');
    expect(MODAL_SIZE_FOR_LINK).toBe('large');
  });

  it('is medium by default', async () => {
    const { user, trigger } = renderWithTrigger();
    await user.click(trigger);
    await screen.findByRole('dialog');
    expect(modalBox()).toHaveAttribute('data-size', 'medium');
  });

  it('is large when a link opens it, and opens from that link with Enter', async () => {
    const user = userEvent.setup();
    render(
      <Modal title="Coverage map" openedBy="link" trigger={<Link>See the coverage map</Link>}>
        Map
      </Modal>,
    );
    const link = screen.getByRole('link', { name: 'See the coverage map' });
    link.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Coverage map' });
    expect(modalBox()).toHaveAttribute('data-size', 'large');
  });

  it('takes an explicit size over the default', () => {
    render(
      <Modal title="Big" size="large" defaultOpen>
        x
      </Modal>,
    );
    expect(modalBox()).toHaveAttribute('data-size', 'large');
  });
});
