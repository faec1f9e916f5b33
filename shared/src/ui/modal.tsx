import styled from '@emotion/styled';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { colors } from 'shared/ui/theme';

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Buttons of the dialog. */
  actions?: ReactNode;
  /** Escape and the backdrop close the dialog only when this is given. */
  onClose?: () => void;
}

const Backdrop = styled.div({
  position: 'fixed',
  inset: 0,
  background: 'rgba(0,0,0,0.45)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  zIndex: 1000,
});

const Dialog = styled.div({
  background: colors.surface,
  borderRadius: 12,
  padding: 24,
  width: 'min(440px, 100%)',
  boxShadow: '0 12px 40px rgba(0,0,0,0.25)',
});

// Two long buttons ('Continue Reservation', 'Make New Reservation') do not fit side by side in
// a 360 px phone's dialog: they go one under the other rather than out of it.
const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  justifyContent: 'flex-end',
  marginTop: 20,
});

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

// The control a dialog's opener last focused. A submit button that disables itself while its
// request is out drops the focus to <body> just before the answer opens a dialog; the dialog
// still gives the focus back to that button when it closes.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && event.target !== document.body) {
        lastFocused = event.target;
      }
    },
    true,
  );
}

/** A modal dialog: focus moves in, stays in (Tab wraps) and returns where it was on close. */
export function Modal({ open, title, children, actions, onClose }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // In the commit that shows or removes the dialog, not in a later task: no frame has the
  // focus on <body> in between, and a test or a screen reader sees it at once.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement as HTMLElement | null;
    const previous = active && active !== document.body ? active : lastFocused;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} style={{ marginTop: 0 }}>
          {title}
        </h2>
        {/* A long word (an email address the dialog names) breaks rather than running out of
            the dialog; the buttons keep their words whole. */}
        <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
        {actions && <Actions>{actions}</Actions>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
