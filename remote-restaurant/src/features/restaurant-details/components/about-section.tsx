import { Fragment } from 'react';
import styled from '@emotion/styled';
import type { RestaurantDetail } from 'shared/api/get-restaurant';
import { londonToday } from 'shared/format/date';
import { Collapsible } from 'shared/ui/collapsible';
import { colors, focusRing } from 'shared/ui/theme';
import { telHref } from '../../../components/call-link';
import { mapsHref, websiteHref } from '../utils/links';
import { weeklyHours } from '../utils/opening-hours';
import { VisuallyHidden } from 'shared/ui/visually-hidden';

const Description = styled.p({ margin: '0 0 16px', lineHeight: 1.6 });

const Details = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '4px 16px',
  margin: 0,
  '@media (min-width: 480px)': { gridTemplateColumns: '96px minmax(0, 1fr)' },
  dt: { fontWeight: 700, marginTop: 8, '@media (min-width: 480px)': { marginTop: 0 } },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});

const Tags = styled.ul({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
const Tag = styled.li({
  padding: '2px 10px',
  borderRadius: 999,
  border: `1px solid ${colors.line}`,
  background: colors.canvas,
  fontSize: 14,
});

const Link = styled.a({
  color: colors.brand,
  '&:focus-visible': focusRing(),
});

const Hours = styled.table({
  borderCollapse: 'collapse',
  width: '100%',
  maxWidth: 420,
  'th, td': { textAlign: 'left', padding: '6px 0', borderBottom: `1px solid ${colors.line}` },
  th: { fontWeight: 700, paddingRight: 16 },
  'tr[aria-current] th, tr[aria-current] td': { color: colors.brand, fontWeight: 700 },
});

// A narrow screen breaks the line between lunch and dinner, never inside one of them.
const Service = styled.span({ whiteSpace: 'nowrap' });

const NewTabHint = () => <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;

// label_tags describe the restaurant on its card, about_label_tags in its About text; the
// About tab is the one place a diner sees all of them.
function allTags(restaurant: RestaurantDetail): string[] {
  const names = [...restaurant.label_tags, ...restaurant.about_label_tags].map((t) =>
    t.name.trim(),
  );
  return [...new Set(names.filter(Boolean))];
}

export function AboutSection({ restaurant, now }: { restaurant: RestaurantDetail; now?: Date }) {
  const tags = allTags(restaurant);
  const today = londonToday(now).day;
  const { website, phone, address } = restaurant;
  return (
    <>
      <Collapsible title={restaurant.name} alwaysOpen>
        {restaurant.description && <Description>{restaurant.description}</Description>}
        <Details>
          <dt>Tags</dt>
          <dd>
            {tags.length > 0 ? (
              <Tags aria-label="Tags">
                {tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </Tags>
            ) : (
              'N/A'
            )}
          </dd>
          <dt>Website</dt>
          <dd>
            {website ? (
              <Link href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
                {website}
                <NewTabHint />
              </Link>
            ) : (
              'No Website Available'
            )}
          </dd>
          <dt>Phone</dt>
          <dd>{phone ? <Link href={telHref(phone)}>{phone}</Link> : 'N/A'}</dd>
          <dt>Address</dt>
          <dd>
            {address ? (
              <Link
                href={mapsHref(address, restaurant.post_code)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {address}
                <NewTabHint />
              </Link>
            ) : (
              'N/A'
            )}
          </dd>
        </Details>
      </Collapsible>
      <Collapsible title="Opening hours" defaultOpen>
        <Hours aria-label="Opening hours">
          <tbody>
            {weeklyHours(restaurant.aval_slots).map(({ day, label, services }) => (
              <tr key={day} aria-current={day === today ? 'date' : undefined}>
                <th scope="row">{label}</th>
                <td>
                  {services.length === 0
                    ? 'Closed'
                    : services.map((service, index) => (
                        <Fragment key={service}>
                          {index > 0 && ', '}
                          <Service>{service}</Service>
                        </Fragment>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
        </Hours>
      </Collapsible>
    </>
  );
}
