import { useCallback, useEffect } from 'react';
import { useNavigate } from 'shared/router';
import { useRootStore } from 'shared/store';

/**
 * A 401 means the stored user token no longer opens anything: keeping the page would only
 * fail again, so the session is cleared and the diner sent to sign in afresh. Returns the
 * callback for event handlers; `expired` covers answers that arrive during a load.
 */
export function useSessionExpired(expired = false) {
  const navigate = useNavigate();
  const expire = useCallback(() => {
    useRootStore.getState().signOut();
    navigate('/sign-in', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);

  return expire;
}
