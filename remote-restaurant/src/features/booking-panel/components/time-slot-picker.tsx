import styled from '@emotion/styled';
import { formatTime } from 'shared/format/time';
import type { AvailableSlot } from 'shared/types';
import { Button } from 'shared/ui/button';
import { colors, focusRing } from 'shared/ui/theme';
import type { AvailabilityView } from '../api/use-availability';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import { CallLink } from '../../../components/call-link';

export const NO_MORE_TIMES = 'No more times available';
export const NO_SLOTS = 'No available slots';

export interface TimeSlotPickerProps {
  view: AvailabilityView;
  /** The slots still bookable (already past ones removed for today). */
  slots: AvailableSlot[];
  isToday: boolean;
  selectedStart: string | null;
  /** The restaurant's phone, for a party it cannot seat online. */
  phone?: string | null;
  onSelect(slot: AvailableSlot): void;
  onRetry(): void;
}

const Grid = styled.div({
  display: 'grid',
  // Wide enough for '12:30 PM' in bold on one line, so every slot is the same height.
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: 8,
});

const SlotButton = styled.button({
  position: 'relative',
  minHeight: 40,
  padding: '0 8px',
  whiteSpace: 'nowrap',
  border: `1px solid ${colors.brand}`,
  borderRadius: 8,
  background: colors.surface,
  color: colors.brand,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: colors.brand, color: '#fff' },
  '&:focus-visible': focusRing(1),
});

const Message = styled.p({ margin: 0, color: colors.muted });
const ErrorText = styled.p({ margin: '0 0 8px', color: colors.danger });
const CallToBook = styled.div({ display: 'grid', gap: 12, '& p': { margin: 0 } });

/** The Time section: the live slots as buttons, or why there are none. */
export function TimeSlotPicker({
  view,
  slots,
  isToday,
  selectedStart,
  phone,
  onSelect,
  onRetry,
}: TimeSlotPickerProps) {
  if (view.status === 'loading') {
    return (
      <Message role="status" aria-live="polite">
        Loading times…
      </Message>
    );
  }
  if (view.status === 'error') {
    return (
      <div role="alert">
        <ErrorText>{view.message}</ErrorText>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  // Not 'No available slots': the restaurant may well seat this party, by phone.
  if (view.callToBook) {
    return (
      <CallToBook>
        <p>{view.callToBook}</p>
        {phone && <CallLink phone={phone} />}
      </CallToBook>
    );
  }
  if (slots.length === 0) {
    return <Message>{isToday ? NO_MORE_TIMES : NO_SLOTS}</Message>;
  }
  return (
    <Grid role="group" aria-label="Available times">
      {slots.map((slot) => (
        <SlotButton
          key={`${slot.start}-${slot.end}`}
          type="button"
          aria-pressed={slot.start === selectedStart}
          onClick={() => onSelect(slot)}
        >
          {formatTime(slot.start)}
          {/* The visible label is the start; the half-hour range is spelled out for screen readers. */}
          <VisuallyHidden> to {formatTime(slot.end)}</VisuallyHidden>
        </SlotButton>
      ))}
    </Grid>
  );
}
