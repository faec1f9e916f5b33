import styled from '@emotion/styled';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'shared/router';
import { CookieBanner } from '../../cookie-consent/components/cookie-banner';
import { COOKIE_SETTINGS_ID, Footer } from './footer';
import { Header } from './header';

const Main = styled.main({
  flex: 1,
  // At least a screenful while a remote page loads, so the footer starts below the fold and
  // does not jump down when the page arrives (layout shift).
  minHeight: '100vh',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: '16px 20px 32px',
});

export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [cookieSettings, setCookieSettings] = useState(false);
  // Every page opens at its top, Back and Forward too: the browser's own restoring runs on the
  // page being left, before the router has drawn the one it goes back to. A page that can do
  // better puts the diner back in a later (passive) effect: the result list does.
  useLayoutEffect(() => {
    scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      {/* First in the tab order: until the diner chooses, it covers the foot of every page. */}
      <CookieBanner
        reopened={cookieSettings}
        // Back to the control the diner came from, else the page (not the body, the start).
        focusAfterChoice={cookieSettings ? COOKIE_SETTINGS_ID : 'main'}
        onChosen={() => setCookieSettings(false)}
      />
      {/* Styled in index.html: the document's own CSS, which costs the page no script. */}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer onCookieSettings={() => setCookieSettings(true)} />
    </>
  );
}
