import styled from '@emotion/styled';
import { Link } from 'shared/router';
import { COMPANY_WEBSITE_URL, PRODUCT_NAME, SOCIAL_PAGE_URL } from 'shared/constants';
import { colors, media } from 'shared/ui/theme';

const Wrap = styled.footer({
  background: colors.ink,
  color: '#e8eaed',
  marginTop: 'auto',
  padding: '40px 20px 96px',
});
const Columns = styled.div({
  maxWidth: 1200,
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: 24,
  [media.upToMd]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [media.upToSm]: { gridTemplateColumns: '1fr' },
  '& a, & .link-button': { color: '#fff' },
  '& .link-button': { textDecoration: 'underline' },
});
const Heading = styled.h2({ fontSize: 16, margin: '0 0 12px' });
const List = styled.ul({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 });
const Row = styled.div({ display: 'flex', gap: 12, alignItems: 'center' });
// Links on the dark footer are white like the columns' (the browser's blue fails contrast).
const Copyright = styled.p({
  maxWidth: 1200,
  margin: '32px auto 0',
  fontSize: 14,
  '& a': { color: '#fff' },
});
const Badge = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '6px 12px',
  border: '1px solid #fff',
  borderRadius: 8,
  textDecoration: 'none',
  fontSize: 14,
});

function Icon({ d }: { d: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

const ICONS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm5.5-3a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  x: 'M4 3h4.5l4 5.6L17 3h3l-6.1 7.2L21 21h-4.5l-4.3-6-5 6H4l6.8-8z',
};

/** Where focus goes back to once the reopened banner has its answer. */
export const COOKIE_SETTINGS_ID = 'cookie-settings';

const SOCIAL_LINKS = [
  { network: 'Facebook', href: SOCIAL_PAGE_URL, icon: ICONS.facebook },
  { network: 'Instagram', href: 'https://www.instagram.com/tablehop', icon: ICONS.instagram },
  { network: 'X', href: 'https://x.com/tablehop', icon: ICONS.x },
];

/** `onCookieSettings` reopens the cookie banner: the privacy policy says a choice can be changed there. */
export function Footer({ onCookieSettings }: { onCookieSettings?: () => void }) {
  const year = new Date().getFullYear();
  return (
    <Wrap>
      <Columns>
        <section aria-labelledby="footer-about">
          <Heading id="footer-about">About</Heading>
          <Link
            to="/"
            aria-label={`${PRODUCT_NAME} home`}
            style={{ fontWeight: 700, fontSize: 22, textDecoration: 'none' }}
          >
            {PRODUCT_NAME}
          </Link>
          <p>Find a restaurant, hold a table for five minutes and book it.</p>
        </section>
        <nav aria-labelledby="footer-links">
          <Heading id="footer-links">Quick Links</Heading>
          <List>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/faq">Faq</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>
            </li>
            <li>
              {/* An action, not a page: a button drawn as the links above it (index.html). */}
              <button
                type="button"
                id={COOKIE_SETTINGS_ID}
                className="link-button"
                onClick={onCookieSettings}
              >
                Cookie settings
              </button>
            </li>
          </List>
        </nav>
        <section aria-labelledby="footer-apps">
          <Heading id="footer-apps">Apps</Heading>
          <Row style={{ flexWrap: 'wrap' }}>
            <Badge
              href="https://www.apple.com/app-store/"
              target="_blank"
              rel="noopener noreferrer"
            >
              Download on the App Store
            </Badge>
            <Badge href="https://play.google.com/store" target="_blank" rel="noopener noreferrer">
              Get it on Google Play
            </Badge>
          </Row>
        </section>
        <section aria-labelledby="footer-social">
          <Heading id="footer-social">Social</Heading>
          <Row>
            {SOCIAL_LINKS.map(({ network, href, icon }) => (
              <a
                key={network}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`TableHop on ${network}`}
              >
                <Icon d={icon} />
              </a>
            ))}
          </Row>
        </section>
      </Columns>
      <Copyright>
        © {year} {PRODUCT_NAME}.{' '}
        <a href={COMPANY_WEBSITE_URL} target="_blank" rel="noopener noreferrer">
          tablehop.co.uk
        </a>
      </Copyright>
    </Wrap>
  );
}
