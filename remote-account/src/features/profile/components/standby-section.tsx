import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import type { StandbyEntry } from 'shared/api/standby';
import { formatShortDay } from 'shared/format/short-day';
import { formatTime } from 'shared/format/time';
import { formatPartySize } from 'shared/format/party-size';
import { Link } from 'shared/router';
import { Button } from 'shared/ui/button';
import { SkeletonRows } from 'shared/ui/skeleton';
import { colors } from 'shared/ui/theme';
import { useStandbyEntries } from '../api/use-standby-entries';
import { useSessionExpired } from '../hooks/use-session-expired';
import { STANDBY_ID } from './standby-id';

const Section = styled.section({ display: 'grid', gap: 12 });
const Heading = styled.h2({ margin: 0, fontSize: 22 });
const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });
const Item = styled.li({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: 16,
  borderRadius: 12,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
});
const Muted = styled.p({ margin: 0, color: colors.muted });
const ErrorText = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });
const Notice = styled.p({ margin: 0, fontWeight: 700, '&:empty': { display: 'none' } });

/** 'Sat 5 Dec, 2 people, 6:00 PM to 8:00 PM' */
export const standbyLabel = (entry: StandbyEntry) =>
  `${formatShortDay(entry.date)}, ${formatPartySize(entry.number_of_people)}, ${formatTime(entry.window_start)} to ${formatTime(entry.window_end)}`;

/** The diner's standby entries: each waits for a table and can be removed here. */
export default function StandbySection({ userUuid }: { userUuid: string }) {
  const { view, retry, remove, removing } = useStandbyEntries(userUuid);
  const expire = useSessionExpired(view.status === 'expired');
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The removed entry's button went with it: the confirmation takes the focus instead.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const removeEntry = async (entry: StandbyEntry) => {
    setNotice(null);
    const outcome = await remove(entry.id);
    if (outcome.status === 'expired') expire();
    else if (outcome.status === 'removed')
      setNotice(`You have left the standby list at ${entry.restaurant_name}.`);
    else setNotice(outcome.message);
  };

  const headingId = `${STANDBY_ID}-heading`;
  let body;
  if (view.status === 'loading' || view.status === 'expired') {
    body = <SkeletonRows count={1} label="Loading your standby list" />;
  } else if (view.status === 'error') {
    body = (
      <div>
        <ErrorText role="alert">We could not load your standby list. {view.message}</ErrorText>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  } else if (view.entries.length === 0) {
    body = (
      <Muted>
        You are not waiting for a table. When a date is full, the booking panel lets you join its
        standby list.
      </Muted>
    );
  } else {
    body = (
      <List>
        {view.entries.map((entry) => (
          <Item key={entry.id}>
            <span>
              <Link to={`/restaurant-details/${entry.restaurant_uuid}`}>
                {entry.restaurant_name}
              </Link>
              <br />
              {standbyLabel(entry)}
            </span>
            <Button
              variant="secondary"
              loading={removing === entry.id}
              aria-label={`Remove standby at ${entry.restaurant_name}, ${standbyLabel(entry)}`}
              onClick={() => void removeEntry(entry)}
            >
              Remove
            </Button>
          </Item>
        ))}
      </List>
    );
  }

  return (
    <Section id={STANDBY_ID} aria-labelledby={headingId}>
      <Heading id={headingId}>Standby list</Heading>
      <Notice ref={noticeRef} role="status" tabIndex={-1}>
        {notice}
      </Notice>
      {body}
    </Section>
  );
}
