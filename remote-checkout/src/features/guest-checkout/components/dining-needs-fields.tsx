import styled from '@emotion/styled';
import type { useForm } from 'shared/form/use-form';
import { ALLERGENS, type Allergen, DIETARY_NOTES_MAX, OCCASIONS } from 'shared/format/dining-needs';
import { Select } from 'shared/ui/select';
import { TextInput } from 'shared/ui/text-input';
import { colors, focusRing } from 'shared/ui/theme';

/** The form's values for these fields, as the shared schema reads them. */
export const NO_DINING_NEEDS = { occasion: '', dietary_allergens: '', dietary_notes: '' };
export type DiningNeedsValues = typeof NO_DINING_NEEDS;
export const DINING_NEEDS_ORDER = ['occasion', 'dietary_allergens', 'dietary_notes'];

const OCCASION_OPTIONS = [
  { value: '', label: 'None' },
  ...OCCASIONS.map(([value, label]) => ({ value, label })),
];

const Fieldset = styled.fieldset({ border: 0, padding: 0, margin: 0, minWidth: 0 });
const Legend = styled.legend({ fontWeight: 700, fontSize: 14, padding: 0, marginBottom: 8 });
// Two columns where they fit, one on a narrow phone: the longest name wraps, never overflows.
const Boxes = styled.div({
  display: 'grid',
  gap: '6px 12px',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  marginBottom: 12,
});
const Box = styled.label({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 8,
  fontSize: 15,
  minHeight: 32,
  input: { width: 20, height: 20, margin: '1px 0 0', flex: 'none', accentColor: colors.brand },
  'input:focus-visible': focusRing(),
});
const Hint = styled.p({ margin: '4px 0 0', fontSize: 13, color: colors.muted });

// The ticked allergens travel as one comma-separated value, in the FSA's order.
const ticked = (value: string) => value.split(',').filter(Boolean);
const toggled = (value: string, allergen: Allergen, on: boolean) => {
  const next = new Set(ticked(value));
  if (on) next.add(allergen);
  else next.delete(allergen);
  return ALLERGENS.map(([key]) => key)
    .filter((key) => next.has(key))
    .join(',');
};

type State = Pick<
  ReturnType<typeof useForm<DiningNeedsValues>>,
  'values' | 'errors' | 'change' | 'ref'
>;

export interface DiningNeedsFieldsProps {
  state: State;
  /** Signed in: the choice to keep the dietary needs on the account (ticked by default). */
  remember?: { checked: boolean; onChange(checked: boolean): void };
  /** The needs were filled in from the account's last booking. */
  prefilled?: boolean;
}

/** Issue 48: an occasion, the UK's 14 allergens and other needs, beside the special request. */
export function DiningNeedsFields({ state, remember, prefilled }: DiningNeedsFieldsProps) {
  const { values, errors, change, ref } = state;
  const chosen = ticked(values.dietary_allergens);
  return (
    <>
      <Select
        label="Occasion (optional)"
        name="occasion"
        value={values.occasion}
        options={OCCASION_OPTIONS}
        onChange={(value) => change('occasion', value)}
      />
      <Fieldset ref={ref('dietary_allergens')}>
        <Legend>Allergies and dietary needs (optional)</Legend>
        <Boxes>
          {ALLERGENS.map(([key, label]) => (
            <Box key={key}>
              <input
                type="checkbox"
                name="dietary_allergens"
                value={key}
                checked={chosen.includes(key)}
                onChange={(e) =>
                  change(
                    'dietary_allergens',
                    toggled(values.dietary_allergens, key, e.target.checked),
                  )
                }
              />
              {label}
            </Box>
          ))}
        </Boxes>
        <TextInput
          ref={ref('dietary_notes')}
          label="Other dietary needs"
          name="dietary_notes"
          maxLength={DIETARY_NOTES_MAX}
          placeholder="Vegan, halal, no coriander..."
          value={values.dietary_notes}
          error={errors.dietary_notes}
          onChange={(e) => change('dietary_notes', e.target.value)}
        />
        {prefilled && (
          <Hint>Filled in from your last booking: change them for this one if needed.</Hint>
        )}
        {remember && (
          <Box style={{ marginTop: 10 }}>
            <input
              type="checkbox"
              checked={remember.checked}
              onChange={(e) => remember.onChange(e.target.checked)}
            />
            Remember my dietary needs for next time
          </Box>
        )}
      </Fieldset>
    </>
  );
}
