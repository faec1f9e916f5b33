import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'shared/router';
import { guestLogout as endSession } from 'shared/api/guest-logout';
import { PRODUCT_NAME, RESTAURANT_OWNER_SITE_URL } from 'shared/constants';
import { usePrerendering } from 'shared/prerender/prerendering';
import { useRootStore } from 'shared/store';
import { colors, media } from 'shared/ui/theme';
import { SearchForm } from 'shared/search/search-form';

const HEADER_HEIGHT = 72;

// Sticky, not fixed: the page starts below the header's real height, which is taller when
// its links wrap (601-700 px wide) or a diner's text is larger, instead of below a guess.
const Bar = styled.header({
  position: 'sticky',
  top: 0,
  zIndex: 800,
  background: colors.surface,
  borderBottom: `1px solid ${colors.line}`,
});

const Inner = styled.div({
  maxWidth: 1200,
  margin: '0 auto',
  minHeight: HEADER_HEIGHT,
  padding: '12px 20px',
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  flexWrap: 'wrap',
  [media.upToSm]: { gap: 8 },
});

const Logo = styled(Link)({
  fontWeight: 700,
  fontSize: 22,
  color: colors.brand,
  textDecoration: 'none',
});

// Beside the logo, not centred in the room the links leave: the signed-in menu is narrower
// than the signed-out links, and a centred box moved when the diner signed in. From 1024 px
// index.html's grid keeps its width too (a style there costs the page no script).
const SearchSlot = styled.div({
  display: 'flex',
  flex: 1,
  maxWidth: 560,
  minWidth: 0,
  [media.upToSm]: { order: 3, flexBasis: '100%', maxWidth: 'none' },
});

const Nav = styled.nav({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  marginLeft: 'auto',
});

const MenuToggle = styled.button({
  display: 'none',
  minHeight: 40,
  padding: '0 12px',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  font: 'inherit',
  cursor: 'pointer',
  [media.upToSm]: { display: 'inline-flex', alignItems: 'center' },
});

const LinkList = styled.ul<{ open: boolean; alwaysCollapsed?: boolean }>(
  ({ open, alwaysCollapsed }) => {
    const dropdown = {
      display: open ? 'flex' : 'none',
      position: 'absolute' as const,
      right: 0,
      top: 48,
      flexDirection: 'column' as const,
      alignItems: 'stretch' as const,
      minWidth: 200,
      padding: 8,
      background: colors.surface,
      border: `1px solid ${colors.line}`,
      borderRadius: 8,
      boxShadow: '0 8px 24px rgba(0,0,0,0.12)',
    };
    return {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'flex',
      alignItems: 'center',
      gap: 16,
      ...(alwaysCollapsed ? dropdown : {}),
      [media.upToSm]: dropdown,
      '& a, & button': {
        color: colors.ink,
        fontWeight: 700,
        textDecoration: 'none',
        padding: '8px 4px',
      },
    };
  },
);

/** Closes a dropdown on navigation, Escape, or a click outside it. */
function useDropdown() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => ref.current?.contains(e.target as Node) || setOpen(false);
    // Closed with Escape, the menu gives focus back to its toggle (the nav's first button):
    // focus left on a link that is no longer shown falls to the page.
    const onKey = (e: KeyboardEvent) =>
      e.key === 'Escape' && (setOpen(false), ref.current?.querySelector('button')?.focus());
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, ref };
}

function SignedOutLinks() {
  const { open, setOpen, ref } = useDropdown();
  const listId = useId();
  return (
    <Nav aria-label="Account" ref={ref}>
      <MenuToggle
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        Menu
      </MenuToggle>
      <LinkList id={listId} open={open}>
        <li>
          <Link to="/sign-in">Sign in</Link>
        </li>
        <li>
          <Link to="/sign-up">Sign up</Link>
        </li>
        <li>
          <Link to="/partner">Become a partner</Link>
        </li>
        <li>
          <a href={RESTAURANT_OWNER_SITE_URL} target="_blank" rel="noopener noreferrer">
            For restaurants
          </a>
        </li>
      </LinkList>
    </Nav>
  );
}

function SignedInMenu({ name }: { name: string }) {
  const { open, setOpen, ref } = useDropdown();
  const listId = useId();
  const navigate = useNavigate();
  const signOut = useRootStore((s) => s.signOut);
  const guestLogout = useRootStore((s) => s.guestLogout);
  const onSignOut = () => {
    // Tell the server so the tokens stop working everywhere; the local session is cleared
    // whether or not that call gets through (spec section 4).
    const { user, guestUser } = useRootStore.getState();
    const sessions = [
      user.user && user.token ? { uuid: user.user.uuid, token: user.token } : null,
      guestUser.guest && guestUser.guestToken
        ? { uuid: guestUser.guest.uuid, token: guestUser.guestToken }
        : null,
    ];
    const ended = new Set<string>();
    for (const session of sessions) {
      if (!session || ended.has(session.token)) continue;
      ended.add(session.token);
      endSession(session).catch((error: unknown) =>
        console.warn('Sign-out could not reach the server', error),
      );
    }
    signOut();
    guestLogout();
    navigate('/');
  };
  return (
    <Nav aria-label="Account" ref={ref}>
      {/* A plain button, styled in index.html: style there costs the page no script. */}
      <button
        type="button"
        className="account-name"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {name}
      </button>
      <LinkList id={listId} open={open} alwaysCollapsed>
        <li>
          <Link to="/profile">Profile</Link>
        </li>
        <li>
          {/* Drawn as the links beside it; its reset is in index.html. */}
          <button type="button" className="link-button" onClick={onSignOut}>
            Sign out
          </button>
        </li>
      </LinkList>
    </Nav>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const user = useRootStore((s) => (s.user.token ? s.user.user : null));
  const signedIn = useRootStore((s) => Boolean(s.user.token) || s.guestUser.isAuthenticated);
  const guest = useRootStore((s) => s.guestUser.guest);
  const prerendering = usePrerendering();
  const isHome = pathname === '/';
  const name = user?.first_name || guest?.first_name || 'My account';
  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={`${PRODUCT_NAME} home`}>
          {PRODUCT_NAME}
        </Logo>
        {!isHome && (
          <SearchSlot>
            <SearchForm />
          </SearchSlot>
        )}
        {prerendering ? (
          // Whether the diner is signed in is known only in their browser: the built HTML keeps
          // the links' room (no shift when they appear) without offering a wrong one.
          <div style={{ visibility: 'hidden', marginLeft: 'auto' }}>
            <SignedOutLinks />
          </div>
        ) : signedIn ? (
          <SignedInMenu name={name} />
        ) : (
          <SignedOutLinks />
        )}
      </Inner>
    </Bar>
  );
}
