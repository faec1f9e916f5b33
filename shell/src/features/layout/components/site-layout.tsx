import styled from '@emotion/styled';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'shared/router';
import { colors, media } from 'shared/ui/theme';
import { CookieBanner } from '../../cookie-consent/components/cookie-banner';
import { Footer } from './footer';
import { HEADER_HEIGHT, HEADER_HEIGHT_SMALL_WITH_SEARCH, Header } from './header';

const Main = styled.main<{ withSearch: boolean }>(({ withSearch }) => ({
  flex: 1,
  // At least a screenful while a remote page loads, so the footer starts below the fold and
  // does not jump down when the page arrives (layout shift).
  minHeight: '100vh',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${HEADER_HEIGHT + 16}px 20px 32px`,
  [media.upToSm]: {
    paddingTop: (withSearch ? HEADER_HEIGHT_SMALL_WITH_SEARCH : HEADER_HEIGHT) + 16,
  },
}));

const SkipLink = styled.a({
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 1001,
  padding: 8,
  background: colors.surface,
  '&:focus': { top: 8 },
});

export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Every page opens at its top, as a new page would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1} withSearch={pathname !== '/'}>
        {children}
      </Main>
      <Footer />
      <CookieBanner />
    </>
  );
}
