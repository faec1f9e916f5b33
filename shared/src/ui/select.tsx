import styled from '@emotion/styled';
import { useId, type SelectHTMLAttributes } from 'react';
import { colors, focusRing } from 'shared/ui/theme';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange(value: V): void;
}

const Field = styled.div({ display: 'flex', alignItems: 'center', gap: 8 });
const Label = styled.label({ fontWeight: 700, whiteSpace: 'nowrap' });
const Control = styled.select({
  minHeight: 40,
  padding: '0 8px',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  '&:focus-visible': focusRing(),
});

/** A labelled drop-down (sort orders, a party size): the label beside it, one look everywhere. */
export function Select<V extends string | number>({
  label,
  value,
  options,
  onChange,
  id,
  ...rest
}: SelectProps<V>) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Control
        {...rest}
        id={selectId}
        value={value}
        onChange={(e) => {
          const chosen = options.find((option) => String(option.value) === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Control>
    </Field>
  );
}
