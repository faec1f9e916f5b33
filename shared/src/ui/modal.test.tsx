// jest-setup.cjs registers the jest-dom matchers at runtime; this import also brings in their
// TypeScript types, which shared/tsconfig.json does not include otherwise.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';

/** A page with an opener button and a modal it controls, as the apps use it. */
function Harness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open alert</Button>
      <Modal
        open={open}
        title="Reservation Alert"
        onClose={closable ? () => setOpen(false) : undefined}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Continue Reservation</Button>
            <Button variant="secondary">Make New Reservation</Button>
          </>
        }
      >
        <p>Your hold has expired.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing when open is false', () => {
    render(
      <Modal open={false} title="Reservation Alert" onClose={jest.fn()}>
        <p>Your hold has expired.</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Reservation Alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Your hold has expired.')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, with its content and actions', () => {
    render(
      <Modal open title="Email Sent" actions={<Button>OK</Button>}>
        <p>Check your inbox.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Email Sent' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Check your inbox.');
    expect(screen.getByRole('heading', { name: 'Email Sent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('lets its buttons wrap, so two long ones stay inside a 360 px phone’s dialog', () => {
    render(
      <Modal open title="Reservation Alert" actions={<Button>Continue Reservation</Button>}>
        <p>Your hold time has run out.</p>
      </Modal>,
    );
    const button = screen.getByRole('button', { name: 'Continue Reservation' });
    expect(button.parentElement).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
  });

  it('renders into document.body, outside its parent', () => {
    const { container } = render(
      <Modal open title="Error">
        <p>Failed.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus into the dialog, to its first focusable element', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open alert' }));

    expect(screen.getByRole('dialog', { name: 'Reservation Alert' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Reservation' })).toHaveFocus();
  });

  it('focuses the dialog itself when it has nothing focusable', () => {
    render(
      <Modal open title="Invalid Access">
        <p>Invalid access. Redirecting to login.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Invalid Access' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last button it wraps to the first, and back with Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open alert' }));
    const first = screen.getByRole('button', { name: 'Continue Reservation' });
    const last = screen.getByRole('button', { name: 'Make New Reservation' });

    expect(first).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('keeps focus on the dialog when Tab is pressed and nothing inside is focusable', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Modal open title="Invalid Access">
          <p>Redirecting.</p>
        </Modal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Invalid Access' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('calls onClose on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Modal open title="Error" onClose={onClose} actions={<Button>OK</Button>}>
        <p>Failed.</p>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('returns focus to the opener when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open alert' });
    await user.click(opener);
    expect(opener).not.toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener when closed by one of its buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open alert' });
    await user.click(opener);

    await user.click(screen.getByRole('button', { name: 'Continue Reservation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to a submit button that had disabled itself (and so lost focus) meanwhile', async () => {
    // The server's answer, sent when the test says: not while user-event is still clicking.
    let answer = () => {};
    function Busy() {
      const [state, setState] = useState<'idle' | 'busy' | 'answered'>('idle');
      return (
        <>
          <button
            type="button"
            disabled={state === 'busy'}
            onClick={(event) => {
              setState('busy');
              // What a browser does once the button is disabled (jsdom does not).
              event.currentTarget.blur();
              answer = () => setState('answered');
            }}
          >
            Send
          </button>
          <Modal open={state === 'answered'} title="Error" onClose={() => setState('idle')}>
            <p>Refused.</p>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Busy />);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    // Disabled while busy: the focus is on <body>.
    expect(document.body).toHaveFocus();
    act(() => answer());
    await screen.findByRole('dialog', { name: 'Error' });
    await user.keyboard('{Escape}');
    expect(send).toHaveFocus();
  });

  it('stays open on Escape when no onClose is given', async () => {
    const user = userEvent.setup();
    render(<Harness closable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open alert' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reservation Alert' })).toBeInTheDocument();
  });

  it('closes on a press on the backdrop, not on a press inside the dialog', () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Error" onClose={onClose}>
        <p>Failed.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Error' });

    fireEvent.mouseDown(screen.getByText('Failed.'));
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('dialog has no backdrop');
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
