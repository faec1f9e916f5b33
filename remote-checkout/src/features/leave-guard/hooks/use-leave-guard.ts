import { useCallback, useEffect } from 'react';
import { useNavigate } from 'shared/router';
import { abandonHeldTable } from 'shared/held-table';

export const LEAVE_MESSAGE = 'If you leave, your reservation will be canceled. Are you sure?';

// Another site is a full page load, which beforeunload already asks about.
/** Another page of this site. */
function isOtherPage(href: string): boolean {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/** The link of a click that will make the router leave this page for another of the site. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  return isOtherPage(anchor.href) ? anchor : null;
}

/** A search or other form sent from the page to another page of the site. */
function leavingForm(event: SubmitEvent): boolean {
  if (event.defaultPrevented) return false;
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('action')) return false;
  return isOtherPage(form.action);
}

/** Stops an event that would leave the page, unless the diner says to leave. */
function asked(event: Event): boolean {
  if (window.confirm(LEAVE_MESSAGE)) return true;
  event.preventDefault();
  event.stopPropagation();
  return false;
}

// Marks the copy of the checkout entry that the back button lands on first.
const GUARD_ENTRY = 'tablehopLeaveGuard';

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** Puts a copy of the current entry (same URL, same router state) on top of it. */
function pushGuardEntry() {
  window.history.pushState({ ...historyState(), [GUARD_ENTRY]: true }, '', window.location.href);
}

// A form sent on with OK: waiting for the back button's copy of the entry to go first, then
// for every listener to have heard of that Back. It lives outside the page's effects, which
// the router's redraw on that Back may run again.
let resend: { sent: () => boolean; stop: () => void } | null = null;
// True while that form is sent again: its submit is the one to let through.
let resubmitting = false;

/** Sends a form as its submit button would: through the page's handlers, not past them. */
function submit(form: HTMLFormElement) {
  resubmitting = true;
  try {
    // Safari before 16 has no requestSubmit.
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
    else form.querySelector<HTMLElement>('button:not([type=button]), input[type=submit]')?.click();
  } finally {
    resubmitting = false;
  }
}

/** Takes the copy entry away (Back), then sends the form again, now on the entry below. */
function resendAfterBack(event: SubmitEvent) {
  event.preventDefault();
  event.stopPropagation();
  const form = event.target as HTMLFormElement;
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    clearTimeout(timer);
    if (form.isConnected) submit(form);
  };
  // After the timer has sent the form, a late Back is still this page's own: it keeps
  // listening for it until the page goes.
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('popstate', onBack);
    if (resend?.stop === stop) resend = null;
  };
  const onBack = () => {
    send();
    // By the next task every listener has heard of this Back.
    setTimeout(stop, 0);
  };
  resend?.stop();
  resend = { sent: () => sent, stop };
  window.addEventListener('popstate', onBack);
  // Should the browser not go back, the search is sent all the same. Set before the Back,
  // which a browser (or a test) may report at once.
  const timer = setTimeout(send, 1000);
  window.history.back();
}

// A release scheduled by an unmount, cancelled if the page mounts again at once (React's
// StrictMode, or a re-render that remounts): only a real departure gives the table back.
let scheduledRelease: ReturnType<typeof setTimeout> | null = null;
// Set for a departure that keeps the table (to resend the activation email, to sign in).
let keepNextDeparture = false;

/**
 * While a table is held at checkout, leaving asks first ('If you leave, your reservation will
 * be canceled. Are you sure?'), then releases the hold and clears the reservation: on reload
 * or closing the tab (the browser's own prompt, then a keepalive release); on a link, a form
 * (the header's search) or the back and forward buttons to another page of the site (a
 * confirm); and on any other way out of the page, without asking.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    keepNextDeparture = false;
    if (scheduledRelease) {
      clearTimeout(scheduledRelease);
      scheduledRelease = null;
    }
    return () => {
      // A search waiting to be sent again is not sent from another page.
      resend?.stop();
      if (keepNextDeparture) {
        keepNextDeparture = false;
        return;
      }
      scheduledRelease = setTimeout(() => {
        scheduledRelease = null;
        abandonHeldTable();
      }, 0);
    };
  }, []);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show this; current ones show their own wording.
      event.returnValue = LEAVE_MESSAGE;
      return LEAVE_MESSAGE;
    };
    const onPageHide = () => abandonHeldTable({ pageIsClosing: true });
    const onClick = (event: MouseEvent) => {
      const link = leavingLink(event);
      if (!link || !asked(event)) return;
      // The router would add the page on top of the back button's copy of this entry (below),
      // and Back from there would land on it: the page replaces the copy instead.
      event.preventDefault();
      event.stopPropagation();
      const { pathname, search, hash } = new URL(link.href);
      void navigate(pathname + search + hash, { replace: true });
    };
    const onSubmit = (event: SubmitEvent) => {
      if (resubmitting) return;
      // A second Enter while the first search waits for its Back: that one is on its way.
      if (resend && !resend.sent()) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (!leavingForm(event) || !asked(event)) return;
      // The header's search adds its page wherever it is (the result page, or none when
      // nothing is found): the copy goes first, as for a link, then the form is sent again.
      if (historyState()[GUARD_ENTRY]) resendAfterBack(event);
    };
    // When the page hears of the back button, the router has already left. So the diner's
    // first Back lands on a copy of this entry, on this same page, and is asked there: Cancel
    // puts the copy back, OK goes back one more.
    const here = window.location.pathname;
    if (!historyState()[GUARD_ENTRY]) pushGuardEntry();
    const onPopState = () => {
      if (resend) return;
      // A #fragment (the skip link) is an entry of its own, still on this page.
      if (window.location.pathname !== here || window.location.hash) return;
      if (historyState()[GUARD_ENTRY]) return;
      if (window.confirm(LEAVE_MESSAGE)) window.history.back();
      else pushGuardEntry();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('popstate', onPopState);
    // Capture, so the answer is known before the router's own link and form handlers run.
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [active, navigate]);

  /** The next way out keeps the hold: it lapses on its own unless the diner comes back. */
  const keepHoldOnLeave = useCallback(() => {
    keepNextDeparture = true;
  }, []);
  return { keepHoldOnLeave };
}
