import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'shared/ui/button';
import { colors } from 'shared/ui/theme';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import type { BookingCalendarProps } from './booking-calendar';

type CalendarModule = typeof import('./booking-calendar');

// The calendar (react-day-picker and date-fns, about 20 KB gzipped) sits in the Date section,
// which starts closed: it is loaded when the diner reaches for that section, not with the
// page, whose start-up on a phone it used to lengthen (ADR 0030).
let loaded: CalendarModule | undefined;
let loading: Promise<CalendarModule> | undefined;

/** Starts loading the calendar, once; a failed load is forgotten, so the next call retries. */
export function loadCalendar(): Promise<CalendarModule> {
  loading ??= import('./booking-calendar').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For `onReach`: starts the load and lets a failure wait for the section to show it. */
export const preloadCalendar = () => void loadCalendar().catch(() => undefined);

// The calendar's size (a month of six weeks), so opening the section does not jump twice.
// Fluid as the calendar is: a fixed width made checkout's summary card wider than a phone.
const Placeholder = styled.div({ width: '100%', maxWidth: 320, height: 300 });
const Problem = styled.p({ margin: 0, color: colors.danger });

/** The Date section's calendar, once its code has come. */
export function DeferredCalendar(props: BookingCalendarProps) {
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (module) return undefined;
    let live = true;
    loadCalendar().then(
      (found) => live && setModule(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, attempt]);

  // Try again took the focus with it: it moves to the placeholder, then to the chosen day.
  useEffect(() => {
    if (attempt === 0 || failed) return;
    const within = frame.current;
    (within?.querySelector<HTMLElement>('[aria-selected="true"] button') ?? within)?.focus();
  }, [attempt, failed, module]);

  if (failed) {
    return (
      <div role="alert">
        <Problem>The calendar could not be loaded. Check your connection and try again.</Problem>
        <Button
          variant="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div ref={frame} tabIndex={-1}>
      {module ? (
        <module.BookingCalendar {...props} />
      ) : (
        <Placeholder role="status">
          <VisuallyHidden>Loading calendar</VisuallyHidden>
        </Placeholder>
      )}
    </div>
  );
}
