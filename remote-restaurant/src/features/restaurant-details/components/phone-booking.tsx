import styled from '@emotion/styled';
import { useId } from 'react';
import type { RestaurantDetail } from 'shared/api/get-restaurant';
import { colors } from 'shared/ui/theme';
import { telHref, websiteHref } from '../utils/links';

const Notice = styled.section({
  width: '100%',
  maxWidth: 360,
  boxSizing: 'border-box',
  padding: 16,
  border: `1px solid ${colors.line}`,
  borderRadius: 12,
  background: colors.surface,
  color: colors.ink,
  '& p': { margin: '0 0 12px' },
});
const Title = styled.h2({ margin: '0 0 8px', fontSize: 22 });
// A link that looks like the booking panel's Reserve now: on a phone it is the one thing to do.
const Call = styled.a({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  borderRadius: 8,
  background: colors.brand,
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
});

/**
 * In the booking panel's place for a restaurant that takes bookings by phone only (its
 * online_booking flag, the search's Online booking filter): the site holds no table there, so
 * the page says how to book instead of offering times it could not keep.
 */
export function PhoneBooking({ restaurant }: { restaurant: RestaurantDetail }) {
  const titleId = useId();
  const { name, phone, website } = restaurant;
  return (
    <Notice aria-labelledby={titleId}>
      <Title id={titleId}>Book by phone</Title>
      <p>{name} takes bookings by phone only, not through TableHop.</p>
      {phone ? (
        <Call href={telHref(phone)}>Call {phone}</Call>
      ) : website ? (
        <p>
          See{' '}
          <a href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
            its website
          </a>{' '}
          for how to book.
        </p>
      ) : (
        <p>Ask the restaurant how to book when you visit.</p>
      )}
    </Notice>
  );
}
