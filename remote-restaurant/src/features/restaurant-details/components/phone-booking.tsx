import styled from '@emotion/styled';
import { useId } from 'react';
import type { RestaurantDetail } from 'shared/api/get-restaurant';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import { CallLink } from '../../../components/call-link';
import { panelFrame } from '../../../components/panel-styles';
import { websiteHref } from '../utils/links';

const Notice = styled.section({ ...panelFrame, '& p': { margin: '0 0 12px' } });
const Title = styled.h2({ margin: '0 0 8px', fontSize: 22 });

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
        <CallLink phone={phone} />
      ) : website ? (
        <p>
          See{' '}
          <a href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
            {name}&apos;s website
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>{' '}
          for how to book.
        </p>
      ) : (
        <p>We have no phone number or website for it: its address is under About.</p>
      )}
    </Notice>
  );
}
