import styled from '@emotion/styled';
import { useId } from 'react';
import type { NextAvailableTime } from 'shared/api/get-next-available';
import { formatShortDay } from 'shared/format/short-day';
import { formatTime } from 'shared/format/time';
import { colors, focusRing } from 'shared/ui/theme';

const Section = styled.section({ marginTop: 16 });
const Heading = styled.h3({ margin: '0 0 8px', fontSize: 16 });
const List = styled.div({ display: 'grid', gap: 8 });
const Choice = styled.button({
  minHeight: 40,
  padding: '0 12px',
  border: `1px solid ${colors.brand}`,
  borderRadius: 8,
  background: colors.surface,
  color: colors.brand,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  '&:focus-visible': focusRing(1),
});

/** 'Sat 5 Dec, 7:00 PM': the day and the time as the panel shows them. */
export const nextAvailableLabel = (time: NextAvailableTime) =>
  `${formatShortDay(time.date)}, ${formatTime(time.start)}`;

/** Under an empty day: the nearest dates and times the party can have, each one press away. */
export function NextAvailable({
  times,
  onChoose,
}: {
  times: readonly NextAvailableTime[];
  onChoose(time: NextAvailableTime): void;
}) {
  const headingId = useId();
  if (times.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Next available</Heading>
      <List>
        {times.map((time) => (
          <Choice key={`${time.date} ${time.start}`} type="button" onClick={() => onChoose(time)}>
            {nextAvailableLabel(time)}
          </Choice>
        ))}
      </List>
    </Section>
  );
}
