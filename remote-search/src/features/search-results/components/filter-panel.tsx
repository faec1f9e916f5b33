import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { CUISINES_INITIALLY_SHOWN } from 'shared/constants';
import { Button } from 'shared/ui/button';
import { Skeleton } from 'shared/ui/skeleton';
import { colors, focusRing } from 'shared/ui/theme';

export interface CuisineOption {
  id: number;
  name: string;
  count: number;
}

export interface FilterPanelProps {
  onlineBooking: boolean;
  selectedCuisines: number[];
  cuisines: CuisineOption[];
  cuisinesLoading: boolean;
  cuisinesError: string | null;
  onOnlineBookingChange(on: boolean): void;
  onCuisineToggle(id: number): void;
  onClearAll(): void;
}

const Panel = styled.section({ display: 'grid', gap: 16 });
const Title = styled.h2({ margin: 0, fontSize: 18 });

const SwitchLabel = styled.label({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 44,
  fontWeight: 700,
  cursor: 'pointer',
});

// A native checkbox drawn as a switch keeps keyboard and form behaviour for free.
const SwitchInput = styled.input({
  appearance: 'none',
  flexShrink: 0,
  width: 44,
  height: 24,
  margin: 0,
  borderRadius: 12,
  background: colors.line,
  position: 'relative',
  cursor: 'pointer',
  transition: 'background 150ms',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    background: colors.surface,
    transition: 'transform 150ms',
  },
  '&:checked': { background: colors.brand },
  '&:checked::after': { transform: 'translateX(20px)' },
  '&:focus-visible': focusRing(),
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '&::after': { transition: 'none' },
  },
});

const Fieldset = styled.fieldset({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const Legend = styled.legend({ padding: 0, marginBottom: 8, fontWeight: 700 });
const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

const CheckLabel = styled.label<{ disabled: boolean }>(({ disabled }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 36,
  color: disabled ? colors.muted : colors.ink,
  cursor: disabled ? 'not-allowed' : 'pointer',
  input: { width: 18, height: 18, margin: 0, accentColor: colors.brand },
  'input:focus-visible': focusRing(),
}));
const Count = styled.span({ color: colors.muted });
const ErrorText = styled.p({ margin: 0, color: colors.danger });
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 16 });

function CuisineSkeleton() {
  return (
    <div role="status" aria-label="Loading cuisines" style={{ display: 'grid', gap: 10 }}>
      {Array.from({ length: CUISINES_INITIALLY_SHOWN }, (_, i) => (
        <Skeleton key={i} height={20} data-testid="cuisine-skeleton" />
      ))}
    </div>
  );
}

/** Online booking, the cuisine checklist and Clear all (spec sections 2, 4 and 5). */
export function FilterPanel({
  onlineBooking,
  selectedCuisines,
  cuisines,
  cuisinesLoading,
  cuisinesError,
  onOnlineBookingChange,
  onCuisineToggle,
  onClearAll,
}: FilterPanelProps) {
  // Null until the diner presses Show All or Show Less. A search opened with a cuisine ticked
  // beyond the first five (Back, a reload, a shared link) opens the list in full: a filter in
  // force must be in sight. It stays open once the cuisine is unticked, so the box the diner
  // just pressed does not vanish from under them.
  const [showAll, setShowAll] = useState<boolean | null>(null);
  const tickedHidden = cuisines
    .slice(CUISINES_INITIALLY_SHOWN)
    .some((cuisine) => selectedCuisines.includes(cuisine.id));
  if (showAll === null && tickedHidden) setShowAll(true);
  const expanded = showAll ?? tickedHidden;
  const titleId = useId();
  const listId = useId();
  const shown = expanded ? cuisines : cuisines.slice(0, CUISINES_INITIALLY_SHOWN);

  let cuisineBody;
  if (cuisinesLoading) cuisineBody = <CuisineSkeleton />;
  else if (cuisinesError) cuisineBody = <ErrorText role="alert">Error: {cuisinesError}</ErrorText>;
  else
    cuisineBody = (
      <>
        <List id={listId}>
          {shown.map((cuisine) => {
            // Spec section 5: a cuisine with no restaurants cannot be ticked.
            const empty = cuisine.count < 1;
            return (
              <li key={cuisine.id}>
                <CheckLabel disabled={empty}>
                  <input
                    type="checkbox"
                    checked={selectedCuisines.includes(cuisine.id)}
                    disabled={empty}
                    onChange={() => onCuisineToggle(cuisine.id)}
                  />
                  <span>
                    {cuisine.name} <Count>({cuisine.count})</Count>
                  </span>
                </CheckLabel>
              </li>
            );
          })}
        </List>
        {cuisines.length > CUISINES_INITIALLY_SHOWN && (
          <Button
            variant="link"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setShowAll(!expanded)}
          >
            {expanded ? 'Show Less' : 'Show All'}
          </Button>
        )}
      </>
    );

  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>Filters</Title>
      <SwitchLabel>
        Online booking
        <SwitchInput
          type="checkbox"
          role="switch"
          checked={onlineBooking}
          onChange={(e) => onOnlineBookingChange(e.target.checked)}
        />
      </SwitchLabel>
      <Fieldset>
        <Legend>Cuisine</Legend>
        {cuisineBody}
      </Fieldset>
      <Actions>
        <Button variant="secondary" onClick={onClearAll}>
          Clear all
        </Button>
      </Actions>
    </Panel>
  );
}
