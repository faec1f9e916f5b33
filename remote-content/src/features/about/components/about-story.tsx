import styled from '@emotion/styled';
import { Link } from 'shared/router';
import { PRODUCT_NAME } from 'shared/constants';
import { colors, focusRing } from 'shared/ui/theme';

const Story = styled.div({
  lineHeight: 1.7,
  fontSize: 17,
  h2: { fontSize: 24, margin: '32px 0 12px' },
  p: { margin: '0 0 16px' },
  'p a': { color: colors.brand, fontWeight: 700 },
  'a:focus-visible': focusRing(),
});
const Lead = styled.p({ fontSize: 20, color: colors.ink });
const HomeLink = styled(Link)({
  display: 'inline-block',
  marginTop: 8,
  padding: '10px 20px',
  borderRadius: 8,
  background: colors.brand,
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
});

/** Spec section 2, About us: the story, with links back to the home page. */
export function AboutStory() {
  return (
    <Story>
      <Lead>
        {PRODUCT_NAME} began with a simple idea: booking a table should be as easy as deciding where
        to eat. Book – Go – Eat.
      </Lead>
      <h2>How it started</h2>
      <p>
        Our founders spent too many Friday evenings ringing restaurants that were already full, or
        waiting on hold while a busy host searched for a pen. Meanwhile, great local places had
        empty tables on a Tuesday that nobody knew about. We built {PRODUCT_NAME} to connect the
        two: hungry diners and restaurants with a free table.
      </p>
      <h2>What we do</h2>
      <p>
        Today diners across the UK use {PRODUCT_NAME} to search by restaurant name or postcode, read
        menus and reviews, and see which times are really available. When you pick a slot we hold
        the table for five minutes while you confirm, so nobody else can take it from under you.
        From family curry houses in Leicester to tasting menus in Edinburgh, more than 15,000
        restaurant partners now take bookings through us.
      </p>
      <h2>What we believe</h2>
      <p>
        Restaurants are the heart of every high street. We keep booking free for diners, give
        restaurants a fairer way to fill their tables, and never sell your data. Whether it is a
        quick lunch, a birthday dinner or a first date, we want getting a table to be the easy part.
      </p>
      <p>
        Hungry already? Head to the <Link to="/">{PRODUCT_NAME} home page</Link> and search for
        somewhere near you.
      </p>
      <HomeLink to="/">Find a table</HomeLink>
    </Story>
  );
}
