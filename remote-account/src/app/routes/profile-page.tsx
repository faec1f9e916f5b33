import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'shared/router';
import { useRootStore } from 'shared/store';
import { PageMeta } from 'shared/ui/page-meta';
import { colors, focusRing, media } from 'shared/ui/theme';
import {
  ACCOUNT_DETAILS_ID,
  AccountDetails,
} from '../../features/profile/components/account-details';
import {
  RESERVATIONS_ID,
  ReservationsSection,
} from '../../features/profile/components/reservations-section';
import { STANDBY_ID } from '../../features/profile/components/standby-id';

// Its own chunk: its API module brings zod along, which bundled into this page reshuffled the
// remote's shared-module chunks past remoteEntry.js's 10 KB gate (ADR 0045).
const StandbySection = lazy(() => import('../../features/profile/components/standby-section'));

const Page = styled.div({
  maxWidth: 1040,
  margin: '0 auto',
  padding: '24px 16px 48px',
  display: 'grid',
  gap: 20,
});
const Title = styled.h1({ margin: 0, fontSize: 'clamp(26px, 4vw, 34px)' });
const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: '200px 1fr',
  gap: 32,
  alignItems: 'start',
  [media.upToMd]: { gridTemplateColumns: '1fr', gap: 20 },
});
const Sidebar = styled.nav({
  position: 'sticky',
  // Below the header, and below the page's scroll-padding (index.html) whatever the text size:
  // Chrome scrolls the page when a sticky box inside that band takes focus.
  top: '6rem',
  [media.upToMd]: { position: 'static' },
});
const SidebarList = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 4,
  [media.upToMd]: { display: 'flex', flexWrap: 'wrap', gap: 8 },
});
const SidebarLink = styled.a({
  display: 'block',
  padding: '10px 12px',
  borderRadius: 8,
  color: colors.ink,
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { background: colors.canvas },
  '&:focus-visible': focusRing(),
  [media.upToMd]: { border: `1px solid ${colors.line}` },
});
const Content = styled.div({ display: 'grid', gap: 40, minWidth: 0 });

function SignedOut() {
  return (
    <p>
      Sign in to see your reservations and account details. <Link to="/sign-in">Sign in</Link>
    </p>
  );
}

const DETAILS_WAIT_MS = 1500;

/**
 * A link or reload to /profile#account-details: the browser looked for the part before it was
 * drawn, and the reservations above it grow as they load. Once both parts have their place,
 * the page goes to it, once.
 */
function useFragmentOnceSettled(settled: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!settled || done.current) return;
    done.current = true;
    if (hash.length > 1)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [settled, hash]);
}

/**
 * Spec section 2, Profile: a sidebar to the two parts, the user's reservations (with
 * cancelling) and their account details (with editing). The shell's guard lets only signed-in
 * visitors in; a guest session or a store without the user object still gets a way on.
 */
export default function ProfilePage() {
  const user = useRootStore((s) => s.user.user);
  const [listed, setListed] = useState(false);
  const [detailed, setDetailed] = useState(false);
  useFragmentOnceSettled(listed && detailed);
  const onListed = useCallback(() => setListed(true), []);
  // Account details wait for the reservations above them to take their height (else they are
  // drawn, then pushed away: a layout shift of 0.15 on a phone with two bookings), but not
  // for a list that is slow to come.
  const [detailsShown, setDetailsShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDetailsShown(true), DETAILS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const onDetailed = useCallback(() => setDetailed(true), []);
  return (
    <Page>
      <PageMeta title="Profile" description="Your TableHop reservations and account details." />
      <Title>Profile</Title>
      {user ? (
        <Layout>
          <Sidebar aria-label="Profile">
            <SidebarList>
              {/* In-page jumps: both parts are on this one page, so no route changes. */}
              <li>
                <SidebarLink href={`#${RESERVATIONS_ID}`}>Reservations</SidebarLink>
              </li>
              <li>
                <SidebarLink href={`#${ACCOUNT_DETAILS_ID}`}>Account details</SidebarLink>
              </li>
              <li>
                <SidebarLink href={`#${STANDBY_ID}`}>Standby list</SidebarLink>
              </li>
            </SidebarList>
          </Sidebar>
          <Content>
            <ReservationsSection userUuid={user.uuid} onSettled={onListed} />
            <div style={listed || detailsShown ? undefined : { visibility: 'hidden' }}>
              <AccountDetails onSettled={onDetailed} />
            </div>
            {/* Last: it arrives as its own chunk after the parts above, so its arrival and its
                growth move nothing below it (a loaded phone measured a 0.048 shift above). */}
            <Suspense fallback={null}>
              <StandbySection userUuid={user.uuid} />
            </Suspense>
          </Content>
        </Layout>
      ) : (
        <SignedOut />
      )}
    </Page>
  );
}
