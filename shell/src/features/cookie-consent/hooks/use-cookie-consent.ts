import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from 'shared/constants';

export type CookieConsent = 'accepted' | 'denied';

function readConsent(): CookieConsent | null {
  const value = localStorage.getItem(STORAGE_KEYS.cookiesConsent);
  return value === 'accepted' || value === 'denied' ? value : null;
}

/**
 * Spec section 4: the choice is stored under cookiesConsent and never asked again. Unknown
 * (null) while `prerendering`: there is no browser storage then.
 */
export function useCookieConsent(prerendering = false) {
  const [consent, setConsent] = useState<CookieConsent | null>(() =>
    prerendering ? null : readConsent(),
  );
  const choose = useCallback((value: CookieConsent) => {
    localStorage.setItem(STORAGE_KEYS.cookiesConsent, value);
    setConsent(value);
  }, []);
  return { consent, choose };
}
