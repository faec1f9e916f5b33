import styled from '@emotion/styled';
import { CancellationTerms } from 'shared/ui/cancellation-terms';
import { useId, type ReactNode } from 'react';
import { SLOT_MINUTES } from 'shared/constants';
import { tableTimeSentence } from 'shared/format/table-time';
import { formatTime } from 'shared/format/time';
import type { CurrentReservation } from 'shared/types';
import { colors } from 'shared/ui/theme';
import { formatPartySize } from 'shared/format/party-size';
import { partySizeOf } from 'shared/held-table';

const Card = styled.section({
  padding: 16,
  border: `1px solid ${colors.line}`,
  borderRadius: 12,
  background: colors.surface,
});
const Head = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});
const Name = styled.h2({ margin: 0, fontSize: 20 });
const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '6px 16px',
  margin: '12px 0 0',
  dt: { color: colors.muted },
  dd: { margin: 0, fontWeight: 700 },
});
const TableTime = styled.p({ margin: '12px 0 0' });

/**
 * The reservation at a glance (spec section 2): restaurant, people, date, time, length, and
 * how long the table is the party's once the hold or booking says.
 */
export function SummaryCard({
  reservation,
  action,
  children,
}: {
  reservation: Pick<
    CurrentReservation,
    'res_id' | 'rest_name' | 'person' | 'date' | 'start_time' | 'end_time' | 'tableMinutes'
  >;
  /** A control beside the name, such as checkout's Edit/Cancel toggle. */
  action?: ReactNode;
  /** Shown under the facts (checkout's booking panel while editing). */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <Name id={titleId}>{reservation.rest_name ?? 'Your reservation'}</Name>
        {action}
      </Head>
      <Facts>
        <dt>People</dt>
        <dd>{formatPartySize(partySizeOf(reservation))}</dd>
        <dt>Date</dt>
        <dd>{reservation.date}</dd>
        <dt>Time</dt>
        <dd>
          {formatTime(reservation.start_time)} – {formatTime(reservation.end_time)}
        </dd>
        <dt>Duration</dt>
        <dd>{SLOT_MINUTES} min</dd>
      </Facts>
      {reservation.tableMinutes != null && (
        <TableTime>{tableTimeSentence(reservation.tableMinutes)}</TableTime>
      )}
      <CancellationTerms
        request={
          reservation.res_id && reservation.start_time
            ? {
                restaurantUuid: reservation.res_id,
                date: reservation.date,
                time: reservation.start_time,
                partySize: partySizeOf(reservation),
              }
            : null
        }
      />
      {children}
    </Card>
  );
}
