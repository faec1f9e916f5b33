import styled from '@emotion/styled';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from 'shared/constants';
import { colors, focusRing } from 'shared/ui/theme';
import { formatPartySize } from 'shared/format/party-size';

const SIZES = Array.from(
  { length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 },
  (_, index) => PARTY_SIZE_MIN + index,
);
const COLUMNS = 8;

export interface PartySizePickerProps {
  value: number;
  onChange(size: number): void;
}

const Grid = styled.div({
  display: 'grid',
  gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))`,
  gap: 6,
  // Four rows and half of the fifth show: the cut row says the grid scrolls on to 50, and
  // fifty sizes do not push Time off screen.
  maxHeight: 4.5 * 36 + 4 * 6 + 4,
  overflowY: 'auto',
  padding: 4,
});

const SizeButton = styled.button({
  minWidth: 0,
  height: 36,
  padding: 0,
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:hover': { borderColor: colors.brand },
  '&[aria-pressed="true"]': {
    background: colors.brand,
    borderColor: colors.brand,
    color: '#fff',
  },
  '&:focus-visible': focusRing(1),
});

const NEXT_INDEX: Record<string, (index: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  ArrowDown: (i) => i + COLUMNS,
  ArrowUp: (i) => i - COLUMNS,
  Home: () => 0,
  End: () => SIZES.length - 1,
};

/**
 * Party size 1 to 50 as toggle buttons. One tab stop for the whole grid (roving tabindex);
 * the arrow keys, Home and End move focus and Enter or Space picks. Moving does not pick,
 * since every pick fetches the availability again.
 */
export function PartySizePicker({ value, onChange }: PartySizePickerProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const tabStop = focusIndex ?? SIZES.indexOf(value);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_INDEX[event.key];
    if (!move) return;
    event.preventDefault();
    const current = focusIndex ?? SIZES.indexOf(value);
    const next = Math.min(SIZES.length - 1, Math.max(0, move(current)));
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  // Coming back with Tab should land on the chosen size, not where the arrows last were.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusIndex(null);
  };

  return (
    <Grid role="group" aria-label="Number of people" onKeyDown={onKeyDown} onBlur={onBlur}>
      {SIZES.map((size, index) => (
        <SizeButton
          key={size}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          aria-pressed={size === value}
          aria-label={formatPartySize(size)}
          tabIndex={index === tabStop ? 0 : -1}
          onFocus={() => setFocusIndex(index)}
          onClick={() => onChange(size)}
        >
          {size}
        </SizeButton>
      ))}
    </Grid>
  );
}
