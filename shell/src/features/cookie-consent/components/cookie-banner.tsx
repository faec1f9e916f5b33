import styled from '@emotion/styled';
import { COOKIE_BANNER_ATTRIBUTE, COOKIE_BANNER_TEXT } from 'shared/constants';
import { usePrerendering } from 'shared/prerender/prerendering';
import { Button } from 'shared/ui/button';
import { colors, media } from 'shared/ui/theme';
import { useCookieConsent } from '../hooks/use-cookie-consent';

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
 * (api/src/lib/cookie-banner-check.ts).
 */
export function CookieBanner() {
  const { consent, choose } = useCookieConsent(usePrerendering());
  if (consent) return null;
  return (
    <Bar aria-label="Cookie consent" {...{ [COOKIE_BANNER_ATTRIBUTE]: '' }}>
      <Text>{COOKIE_BANNER_TEXT}</Text>
      <Buttons>
        {/* data-consent: what the server's inline check stores for a click before the app runs. */}
        <Button data-consent="accepted" onClick={() => choose('accepted')}>
          Accept
        </Button>
        <LightButton data-consent="denied" variant="secondary" onClick={() => choose('denied')}>
          Deny
        </LightButton>
      </Buttons>
    </Bar>
  );
}
