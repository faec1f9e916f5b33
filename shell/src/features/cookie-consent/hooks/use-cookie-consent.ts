import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from 'shared/constants';

export type CookieConsent = 'accepted' | 'denied';

function readConsent(): CookieConsent | null {
  const value = localStorage.getItem(STORAGE_KEYS.cookiesConsent);
  return value === 'accepted' || value === 'denied' ? value : null;
}

/** Spec section 4: the choice is stored under cookiesConsent and never asked again. */
export function useCookieConsent() {
  const [consent, setConsent] = useState<CookieConsent | null>(readConsent);
  const choose = useCallback((value: CookieConsent) => {
    localStorage.setItem(STORAGE_KEYS.cookiesConsent, value);
    setConsent(value);
  }, []);
  return { consent, choose };
}
