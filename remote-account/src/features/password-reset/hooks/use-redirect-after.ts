import { useEffect } from 'react';
import { useNavigate } from 'shared/router';
import { REDIRECT_DELAY_MS } from 'shared/constants';

/**
 * Goes to `to` after the spec's redirect delay (section 9), or never while `to` is null. The
 * timer ends with the component: a diner who left by a link first is not pulled back. The
 * page it replaces holds a spent reset grant, so Back skips it.
 */
export function useRedirectAfter(to: string | null, delayMs = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return undefined;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
