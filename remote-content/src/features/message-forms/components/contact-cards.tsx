import styled from '@emotion/styled';
import { colors, focusRing, textLink } from 'shared/ui/theme';

/** Ofcom keeps 020 7946 0000-0999 for examples, so these never ring a real line. */
export const SUPPORT_PHONE = { display: '020 7946 0321', tel: '+442079460321' };
export const SUPPORT_EMAIL = 'support@tablehop.co.uk';
export const SALES_PHONE = { display: '020 7946 0654', tel: '+442079460654' };
export const SALES_EMAIL = 'partners@tablehop.co.uk';

/** Spec sections 2 and 9: Customer Support's opening hours. */
export const SUPPORT_HOURS = [
  { days: 'Mon-Fri', hours: '9:30am-11:00pm' },
  { days: 'Sat', hours: '10:00am-11:00pm' },
  { days: 'Sun', hours: '2:00pm-11:00pm' },
] as const;

const Cards = styled.div({ display: 'grid', gap: 16, alignContent: 'start' });
const Card = styled.section({
  border: `1px solid ${colors.line}`,
  borderRadius: 12,
  padding: 20,
  background: colors.surface,
  h2: { margin: '0 0 8px', fontSize: 20 },
  p: { margin: '0 0 12px', color: colors.muted },
  a: { ...textLink, fontWeight: 700 },
  'a:focus-visible': focusRing(),
});
const Details = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '6px 12px',
  margin: 0,
  dt: { fontWeight: 700 },
  dd: { margin: 0 },
});
const Hours = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

/** Spec section 2, Contact: the two info cards beside the form. */
export function ContactCards() {
  return (
    <Cards>
      <Card>
        <h2>Customer Support</h2>
        <p>Questions about a booking, your account or a restaurant? We are here to help.</p>
        <Details>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </dd>
          <dt>Hours</dt>
          <dd>
            <Hours>
              {SUPPORT_HOURS.map(({ days, hours }) => (
                <li key={days}>{`${days} ${hours}`}</li>
              ))}
            </Hours>
          </dd>
        </Details>
      </Card>
      <Card>
        <h2>Sales and Marketing</h2>
        <p>
          Run a restaurant, or want to work with us on a promotion? Talk to our partnerships team.
        </p>
        <Details>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${SALES_PHONE.tel}`}>{SALES_PHONE.display}</a>
          </dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${SALES_EMAIL}`}>{SALES_EMAIL}</a>
          </dd>
        </Details>
      </Card>
    </Cards>
  );
}
