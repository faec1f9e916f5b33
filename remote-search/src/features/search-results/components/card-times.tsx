import styled from '@emotion/styled';
import { formatTime } from 'shared/format/time';
import { formatPartySize } from 'shared/format/party-size';
import { Link } from 'shared/router';
import { colors, focusRing } from 'shared/ui/theme';
import { bookingLink, dayPhrase, type Tonight } from '../tonight/tonight-state';

const Times = styled.ul({
  // Above the card's stretched name link, so each time is a target of its own.
  position: 'relative',
  zIndex: 1,
  listStyle: 'none',
  margin: '4px 0 0',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});
const Time = styled(Link)({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '0 12px',
  borderRadius: 18,
  background: colors.brandDark,
  color: colors.surface,
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing(),
});
const None = styled.p({ margin: '4px 0 0', color: colors.muted });

/**
 * Up to three times the party can book on the chosen day, each a link to the restaurant page
 * with its panel set to it; a short line when there is none. Nothing while not known.
 */
export function CardTimes({
  uuid,
  name,
  times,
  tonight,
}: {
  uuid: string;
  name: string;
  times: string[] | undefined;
  tonight: Tonight;
}) {
  if (times === undefined) return null;
  if (times.length === 0)
    return (
      <None>
        No tables for {tonight.partySize} {dayPhrase(tonight.date)}
      </None>
    );
  return (
    <Times aria-label={`Times for ${formatPartySize(tonight.partySize)} at ${name}`}>
      {times.map((time) => (
        <li key={time}>
          <Time to={bookingLink(uuid, tonight, time)}>{formatTime(time)}</Time>
        </li>
      ))}
    </Times>
  );
}
