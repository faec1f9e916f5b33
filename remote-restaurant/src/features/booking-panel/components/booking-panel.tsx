import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'shared/router';
import { DEFAULT_BOOKING_LIMITS } from 'shared/api/get-restaurant';
import type { BookingPanelProps } from 'shared/federation/booking-panel-contract';
import { formatTime } from 'shared/format/time';
import type { AvailableSlot } from 'shared/types';
import { CancellationTerms } from 'shared/ui/cancellation-terms';
import { Button } from 'shared/ui/button';
import { Collapsible } from 'shared/ui/collapsible';
import { colors } from 'shared/ui/theme';
import { useAvailability } from '../api/use-availability';
import { useHoldSlot } from '../api/use-hold-slot';
import { useNextAvailable } from '../api/use-next-available';
import { useBookingChoice } from '../hooks/use-booking-choice';
import { londonTimeNow } from 'shared/format/date';
import { partySizeOf } from 'shared/held-table';
import { useRootStore } from 'shared/store';
import { isSameDay, parseCalendarDay, relativeDayLabel, toWireDay } from '../utils/calendar-day';
import { DeferredCalendar, preloadCalendar } from './deferred-calendar';
import { NextAvailable } from './next-available';
import { PartySizePicker } from './party-size-picker';
import { TimeSlotPicker } from './time-slot-picker';
import { panelFrame } from '../../../components/panel-styles';
import { formatPartySize } from 'shared/format/party-size';

// Only a day with no time offers the standby list: its form (captcha and validation) is
// loaded then, not with every restaurant page.
const StandbyOffer = lazy(() =>
  import('../../standby/components/standby-offer').then((module) => ({
    default: module.StandbyOffer,
  })),
);

const Panel = styled.section(panelFrame);
const Title = styled.h2({ margin: '0 0 4px', fontSize: 22 });
const Summary = styled.span({ marginLeft: 4, fontWeight: 400, fontSize: 14, color: colors.muted });
const Failure = styled.p({ margin: '12px 0 0', color: colors.danger, fontWeight: 700 });
const Actions = styled.div({ marginTop: 16, display: 'grid' });

/** A section title with the current choice beside it, so a closed section still shows it. */
function SectionTitle({ label, summary }: { label: string; summary: string | null }) {
  return (
    <span>
      {label}
      {summary && (
        <>
          {' '}
          <Summary>{summary}</Summary>
        </>
      )}
    </span>
  );
}

/**
 * The booking panel: party size, day and a live slot, then Reserve now holds the table for
 * five minutes. Exposed through Module Federation as `remote_restaurant/booking-panel` so
 * checkout reuses this very component (mode 'edit') instead of a copy.
 */
export function BookingPanel({ restaurant, mode = 'reserve', onHeld }: BookingPanelProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const editing = mode === 'edit';
  const { today, lastDay, partySize, setPartySize, date, setDate, slotStart, setSlotStart } =
    useBookingChoice({
      restaurantUuid: restaurant.uuid,
      fromHeld: editing,
      horizonDays: restaurant.bookingHorizonDays ?? DEFAULT_BOOKING_LIMITS.bookingHorizonDays,
    });
  const wire = toWireDay(date);
  const { view, refresh } = useAvailability({
    restaurantUuid: restaurant.uuid,
    date: wire.date,
    day: wire.day,
    partySize,
  });
  const { hold, pending, failure, clearFailure } = useHoldSlot({
    restaurant,
    move: editing,
  });
  // At checkout, the table held now: its time shows as chosen, and is offered even when it
  // took the last table (the list is what others can still have).
  const current = useRootStore((s) => (editing ? s.reservations.current : null));
  const held =
    current?.hold_token &&
    current.start_time &&
    current.end_time &&
    partySizeOf(current) === partySize &&
    current.date === wire.date
      ? { start: current.start_time, end: current.end_time }
      : null;

  // Today and the time of day are read while rendering: a page left open re-renders each
  // minute so started slots go and, past midnight, tomorrow becomes today.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinute((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  // A refused hold moves focus to its explanation; the button it came from is disabled.
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const isToday = isSameDay(date, today);
  // This party books by phone: no time is offered, not even the one held for another party.
  const callToBook = view.status === 'ready' ? view.callToBook : null;
  // The list may have been fetched a while ago: a slot that has started since is gone too.
  const now = londonTimeNow();
  const offered =
    view.status !== 'ready' || callToBook
      ? []
      : held && !view.slots.some((slot) => slot.start === held.start)
        ? [...view.slots, held].sort((a, b) => (a.start < b.start ? -1 : 1))
        : view.slots;
  const slots = offered.filter((slot) => !isToday || slot.start.slice(0, 5) > now);
  // A choice only counts while the current list still offers it (party or day may change).
  const chosen = slots.find((slot) => slot.start === slotStart) ?? null;
  // Choosing the table already held would change nothing.
  const unchanged = held !== null && chosen?.start === held.start;
  // A day with no time for this party (full, closed, too soon) offers the nearest that have.
  const nextTimes = useNextAvailable(
    view.status === 'ready' && !callToBook && slots.length === 0
      ? { restaurantUuid: restaurant.uuid, date: wire.date, partySize }
      : null,
  );

  // At checkout the held time starts chosen: on another day or for another party it would
  // stay chosen wherever that time is offered too, though the diner never picked it there.
  const choosePartySize = (size: number) => {
    clearFailure();
    if (editing && size !== partySize) setSlotStart(null);
    setPartySize(size);
  };
  const chooseDate = (day: Date) => {
    clearFailure();
    if (editing && !isSameDay(day, date)) setSlotStart(null);
    setDate(day);
  };
  const chooseSlot = (slot: AvailableSlot) => {
    clearFailure();
    setSlotStart(slot.start);
  };
  // As if the diner had picked that day and then that time.
  const chooseNext = (next: { date: string; start: string }) => {
    const day = parseCalendarDay(next.date);
    if (!day) return;
    clearFailure();
    setDate(day);
    setSlotStart(next.start);
  };

  const reserve = async () => {
    if (!chosen) return;
    const outcome = await hold({ partySize, date: wire.date, day: wire.day, slot: chosen });
    if (outcome.status === 'held') {
      onHeld?.(outcome.response);
      if (!editing) navigate('/checkout');
      // Edit stays here: the freed slot comes back and the held one leaves the list.
      else refresh();
    } else if (outcome.status === 'failed' && outcome.failure.slotTaken) {
      setSlotStart(null);
      refresh();
    }
  };

  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>{editing ? 'Change your booking' : 'Book a table'}</Title>
      <Collapsible title={<SectionTitle label="Person" summary={formatPartySize(partySize)} />}>
        <PartySizePicker value={partySize} onChange={choosePartySize} />
      </Collapsible>
      <Collapsible
        title={<SectionTitle label="Date" summary={relativeDayLabel(date, today)} />}
        onReach={preloadCalendar}
      >
        <DeferredCalendar selected={date} today={today} lastDay={lastDay} onSelect={chooseDate} />
      </Collapsible>
      <Collapsible
        defaultOpen
        title={<SectionTitle label="Time" summary={chosen && formatTime(chosen.start)} />}
      >
        <TimeSlotPicker
          view={view}
          slots={slots}
          isToday={isToday}
          selectedStart={chosen?.start ?? null}
          phone={restaurant.phone}
          onSelect={chooseSlot}
          onRetry={refresh}
        />
        <NextAvailable times={nextTimes} onChoose={chooseNext} />
        {!editing && view.status === 'ready' && !callToBook && slots.length === 0 && (
          <Suspense fallback={null}>
            <StandbyOffer
              key={`${wire.date}|${partySize}`}
              restaurantUuid={restaurant.uuid}
              date={wire.date}
              partySize={partySize}
              openingSlots={restaurant.openingSlots?.[wire.day]}
            />
          </Suspense>
        )}
      </Collapsible>
      {failure && (
        <Failure ref={failureRef} role="alert" tabIndex={-1}>
          {failure.message}
        </Failure>
      )}
      <CancellationTerms
        request={
          chosen
            ? { restaurantUuid: restaurant.uuid, date: wire.date, time: chosen.start, partySize }
            : null
        }
      />
      <Actions>
        {/* At checkout the form below has its own Reserve now, which books: this one moves. */}
        <Button onClick={reserve} disabled={!chosen || unchanged} loading={pending}>
          {editing ? 'Update booking' : 'Reserve now'}
        </Button>
      </Actions>
    </Panel>
  );
}

// Module Federation's loadRemote hands the host the module's default export.
export default BookingPanel;
