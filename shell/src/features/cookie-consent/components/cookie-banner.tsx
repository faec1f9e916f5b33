import styled from '@emotion/styled';
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_BANNER_TEXT } from 'shared/constants';
import { usePrerendering } from 'shared/prerender/prerendering';
import { Button } from 'shared/ui/button';
import { colors, media } from 'shared/ui/theme';
import { useEffect, useRef } from 'react';
import { type CookieConsent, useCookieConsent } from '../hooks/use-cookie-consent';

/**
 * The style the page's inline check added for a diner who had chosen
 * (api/src/web/cookie-banner-check.ts) would hide the banner they now ask for: it goes.
 */
function showHiddenBanner() {
  for (const style of document.querySelectorAll('head style')) {
    if (style.textContent?.startsWith(`[${COOKIE_BANNER_ATTRIBUTE}]{display:none}`)) style.remove();
  }
}

const Bar = styled.section({
  position: 'fixed',
  inset: 'auto 0 0',
  zIndex: 900,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: '14px 20px',
  background: colors.ink,
  color: '#fff',
  [media.upToSm]: { flexDirection: 'column', alignItems: 'stretch', textAlign: 'center' },
});

const Text = styled.p({ margin: 0, maxWidth: 720 });
const Buttons = styled.div({ display: 'flex', gap: 12, justifyContent: 'center' });
const LightButton = styled(Button)({ color: '#fff', borderColor: '#fff' });

/**
 * Spec section 4. In the prerendered layout it is always there: the diner's choice is in their
 * browser, which hides it before the first paint when they have made one
 * (api/src/web/cookie-banner-check.ts).
 */
export function CookieBanner({
  reopened = false,
  focusAfterChoice,
  onChosen,
}: {
  /** Shown again, a choice stored: the footer's Cookie settings. */
  reopened?: boolean;
  /** The id of the element that takes focus once the banner has gone with its buttons. */
  focusAfterChoice?: string;
  onChosen?: () => void;
}) {
  const { consent, choose } = useCookieConsent(usePrerendering());
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reopened) return;
    showHiddenBanner();
    // Asked for from the foot of the page: the banner's first button takes focus.
    bar.current?.querySelector('button')?.focus();
  }, [reopened]);
  if (consent && !reopened) return null;
  const answer = (value: CookieConsent) => {
    choose(value);
    onChosen?.();
    // Focus on a button that goes would fall to the body, the start of the tab order.
    if (focusAfterChoice) document.getElementById(focusAfterChoice)?.focus({ preventScroll: true });
  };
  return (
    <Bar ref={bar} aria-label="Cookie consent" {...{ [COOKIE_BANNER_ATTRIBUTE]: '' }}>
      <Text>{COOKIE_BANNER_TEXT}</Text>
      <Buttons>
        {/* data-consent: what the server's inline check stores for a click before the app runs. */}
        <Button data-consent="accepted" onClick={() => answer('accepted')}>
          Accept
        </Button>
        <LightButton data-consent="denied" variant="secondary" onClick={() => answer('denied')}>
          Deny
        </LightButton>
      </Buttons>
    </Bar>
  );
}
