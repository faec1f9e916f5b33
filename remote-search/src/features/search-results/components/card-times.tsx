import styled from '@emotion/styled';
import { formatTime } from 'shared/format/time';
import { formatPartySize } from 'shared/format/party-size';
import { Link } from 'shared/router';
import { colors, focusRing } from 'shared/ui/theme';
import { bookingLink, dayPhrase, type Tonight } from '../tonight/tonight-state';

// The row's height is kept while the times load: a card that grew afterwards moved the page
// under a diner coming Back to the results (the scroll restored to the shorter cards).
const Row = styled.div({
  minHeight: 36,
  marginTop: 4,
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
});
const Times = styled.ul({
  // Above the card's stretched name link, so each time is a target of its own.
  position: 'relative',
  zIndex: 1,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  // One row, as tall as the room kept for it: on a phone the third time scrolls into view
  // rather than wrapping onto a second line that would move the page.
  flexWrap: 'nowrap',
  overflowX: 'auto',
  gap: 8,
  '& > li': { flexShrink: 0 },
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
const None = styled.p({ margin: 0, color: colors.muted });

/** Said where a restaurant that takes bookings by phone only would show its times. */
export const PHONE_ONLY = 'Bookings by phone only';

/** A line of text in the times' room, at their height. */
export const TimesNote = ({ children }: { children: string }) => (
  <Row>
    <None>{children}</None>
  </Row>
);

/**
 * Up to three times the party can book on the chosen day, each a link to the restaurant page
 * with its panel set to it; a short line when there is none; their room while not known.
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
  if (times === undefined) return <Row aria-hidden="true" />;
  if (times.length === 0)
    return <TimesNote>{`No tables for ${tonight.partySize} ${dayPhrase(tonight.date)}`}</TimesNote>;
  return (
    <Row>
      <Times aria-label={`Times for ${formatPartySize(tonight.partySize)} at ${name}`}>
        {times.map((time) => (
          <li key={time}>
            <Time to={bookingLink(uuid, tonight, time)}>{formatTime(time)}</Time>
          </li>
        ))}
      </Times>
    </Row>
  );
}
