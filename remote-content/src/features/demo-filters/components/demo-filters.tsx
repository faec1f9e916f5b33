import styled from '@emotion/styled';
import { useState } from 'react';
import { formatTime } from 'shared/format/time';
import { Button } from 'shared/ui/button';
import { Select } from 'shared/ui/select';
import { colors, focusRing } from 'shared/ui/theme';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import { formatPartySize } from 'shared/format/party-size';

/** Spec section 9, demo widgets: review score 1-6, price 1-5, party 1-10. */
export const REVIEW_SCORES = [1, 2, 3, 4, 5, 6] as const;
export const PRICE_LEVELS = [1, 2, 3, 4, 5] as const;
export const PARTY_SIZES = Array.from({ length: 10 }, (_, i) => i + 1);
const PARTY_OPTIONS = PARTY_SIZES.map((size) => ({ value: size, label: formatPartySize(size) }));
export const SAMPLE_TIMES = [
  '12:00',
  '12:30',
  '13:00',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
];

interface Filters {
  minScore: number;
  maxPrice: number;
  bookableOnline: boolean;
  partySize: number;
  time: string | null;
}

// Online booking starts on, as the search page's filter does (spec section 3).
const DEFAULTS: Filters = {
  minScore: 1,
  maxPrice: 5,
  bookableOnline: true,
  partySize: 2,
  time: null,
};

const Panel = styled.form({ display: 'grid', gap: 24, maxWidth: 640 });
const Group = styled.fieldset({
  border: `1px solid ${colors.line}`,
  borderRadius: 12,
  padding: '12px 16px 16px',
  margin: 0,
  legend: { fontWeight: 700, padding: '0 6px' },
});
const Chips = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });
// A real radio or checkbox under each chip keeps the keyboard and screen-reader behaviour.
const Chip = styled.label({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 44,
  minHeight: 40,
  justifyContent: 'center',
  padding: '0 12px',
  borderRadius: 20,
  border: `1px solid ${colors.line}`,
  cursor: 'pointer',
  input: { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
  '&:has(input:checked)': { background: colors.brand, borderColor: colors.brand, color: '#fff' },
  '&:has(input:focus-visible)': focusRing(),
});
const TimeButton = styled.button({
  minHeight: 40,
  padding: '0 14px',
  borderRadius: 20,
  border: `1px solid ${colors.brand}`,
  background: colors.surface,
  color: colors.brand,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: colors.brand, color: '#fff' },
  '&:focus-visible': focusRing(),
});
const Row = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 24,
  alignItems: 'center',
  label: { fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 8 },
  input: { accentColor: colors.brand },
  'input:focus-visible': focusRing(),
});
const Summary = styled.p({
  margin: 0,
  padding: 16,
  borderRadius: 12,
  background: colors.canvas,
  fontWeight: 700,
});

const pounds = (level: number) => '£'.repeat(level);

export function describeFilters({ minScore, maxPrice, bookableOnline, partySize, time }: Filters) {
  return [
    `Rated ${minScore} or more`,
    `up to ${pounds(maxPrice)}`,
    bookableOnline ? 'bookable online' : 'any booking method',
    `for ${formatPartySize(partySize)}`,
    time ? `at ${formatTime(time)}` : 'at any time',
  ].join(', ');
}

/** Spec section 2, test route: sample filters that only describe what they would search for. */
export function DemoFilters() {
  const [filters, setFilters] = useState(DEFAULTS);
  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change }));

  return (
    <Panel aria-label="Demo filters" onSubmit={(e) => e.preventDefault()}>
      <Group>
        <legend>Review score</legend>
        <Chips>
          {REVIEW_SCORES.map((score) => (
            <Chip key={score}>
              <input
                type="radio"
                name="review-score"
                value={score}
                checked={filters.minScore === score}
                onChange={() => set({ minScore: score })}
              />
              <span aria-hidden="true">{score}+</span>
              <VisuallyHidden>{`${score} or more`}</VisuallyHidden>
            </Chip>
          ))}
        </Chips>
      </Group>
      <Group>
        <legend>Price</legend>
        <Chips>
          {PRICE_LEVELS.map((level) => (
            <Chip key={level}>
              <input
                type="radio"
                name="price"
                value={level}
                checked={filters.maxPrice === level}
                onChange={() => set({ maxPrice: level })}
              />
              <span aria-hidden="true">{pounds(level)}</span>
              <VisuallyHidden>{`Up to price level ${level} of 5`}</VisuallyHidden>
            </Chip>
          ))}
        </Chips>
      </Group>
      <Row>
        <label>
          <input
            type="checkbox"
            checked={filters.bookableOnline}
            onChange={(e) => set({ bookableOnline: e.target.checked })}
          />
          Bookable online
        </label>
        <Select
          label="Party size"
          value={filters.partySize}
          options={PARTY_OPTIONS}
          onChange={(partySize) => set({ partySize })}
        />
      </Row>
      <Group>
        <legend>Time</legend>
        <Chips>
          {SAMPLE_TIMES.map((time) => (
            <TimeButton
              key={time}
              type="button"
              aria-pressed={filters.time === time}
              onClick={() => set({ time: filters.time === time ? null : time })}
            >
              {formatTime(time)}
            </TimeButton>
          ))}
        </Chips>
      </Group>
      <Summary role="status">{describeFilters(filters)}</Summary>
      <div>
        <Button variant="secondary" onClick={() => setFilters(DEFAULTS)}>
          Reset filters
        </Button>
      </div>
    </Panel>
  );
}
