import styled from '@emotion/styled';
import { COOKIE_BANNER_TEXT } from 'shared/constants';
import { Button } from 'shared/ui/button';
import { colors, media } from 'shared/ui/theme';
import { useCookieConsent } from '../hooks/use-cookie-consent';

const Bar = styled.section({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
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

export function CookieBanner() {
  const { consent, choose } = useCookieConsent();
  if (consent) return null;
  return (
    <Bar aria-label="Cookie consent">
      <Text>{COOKIE_BANNER_TEXT}</Text>
      <Buttons>
        <Button onClick={() => choose('accepted')}>Accept</Button>
        <LightButton variant="secondary" onClick={() => choose('denied')}>
          Deny
        </LightButton>
      </Buttons>
    </Bar>
  );
}
