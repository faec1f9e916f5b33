import styled from '@emotion/styled';
import { useId } from 'react';
import { formatPartySize } from 'shared/format/party-size';
import { Select } from 'shared/ui/select';
import { colors, focusRing } from 'shared/ui/theme';
import { dayPhrase, isoToday, type Tonight } from '../tonight/tonight-state';

/** Parties the control offers; larger ones book by phone or from the restaurant page. */
const PARTIES = Array.from({ length: 20 }, (_, i) => ({
  value: i + 1,
  label: formatPartySize(i + 1),
}));

const Bar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  padding: 12,
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
});
const Field = styled.div({ display: 'flex', alignItems: 'center', gap: 8 });
const Label = styled.label({ fontWeight: 700, whiteSpace: 'nowrap' });
const DateInput = styled.input({
  minHeight: 40,
  padding: '0 8px',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  '&:focus-visible': focusRing(),
});
const Check = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  fontWeight: 700,
  cursor: 'pointer',
});
const Box = styled.input({ width: 20, height: 20, margin: 0, '&:focus-visible': focusRing() });

/**
 * The date and party the cards' times are for, and the Available filter: above the results,
 * each change a new URL like the other filters (ADR 0051).
 */
export function TonightControl({
  tonight,
  onChange,
}: {
  tonight: Tonight;
  onChange(change: Partial<Tonight>): void;
}) {
  const dateId = useId();
  const today = isoToday();
  const day = dayPhrase(tonight.date);
  return (
    <Bar role="group" aria-label="When and how many">
      <Field>
        <Label htmlFor={dateId}>Date</Label>
        <DateInput
          id={dateId}
          type="date"
          min={today}
          value={tonight.date}
          // Cleared or typed half-way: the date stays until the input holds a whole one.
          onChange={(e) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && e.target.value >= today)
              onChange({ date: e.target.value });
          }}
        />
      </Field>
      <Select
        label="Party"
        value={tonight.partySize}
        options={PARTIES}
        onChange={(partySize) => onChange({ partySize })}
      />
      <Check>
        <Box
          type="checkbox"
          checked={tonight.available}
          onChange={(e) => onChange({ available: e.target.checked })}
        />
        {day === 'today' ? 'Available tonight' : `Available ${day}`}
      </Check>
    </Bar>
  );
}
