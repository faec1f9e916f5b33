import styled from '@emotion/styled';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { colors, focusRing } from 'shared/ui/theme';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** When set, shown under the field with a red border (spec section 5, shared text input). */
  error?: string | null;
  hideLabel?: boolean;
}

const Field = styled.div({ display: 'flex', flexDirection: 'column', gap: 4 });

// `hidden` would reach the DOM as the HTML attribute and remove the label entirely.
const Label = styled('label', { shouldForwardProp: (prop) => prop !== 'visuallyHidden' })<{
  visuallyHidden?: boolean;
}>(({ visuallyHidden }) =>
  visuallyHidden
    ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
    : { fontWeight: 700, fontSize: 14 },
);

const Input = styled.input<{ invalid: boolean }>(({ invalid }) => ({
  minHeight: 40,
  padding: '0 12px',
  borderRadius: 8,
  border: `1px solid ${invalid ? colors.danger : colors.line}`,
  font: 'inherit',
  '&:focus-visible': focusRing(1, invalid ? colors.danger : colors.focus),
}));

const ErrorText = styled.p({ margin: 0, color: colors.danger, fontSize: 13 });

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, hideLabel, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <Label htmlFor={inputId} visuallyHidden={hideLabel}>
        {label}
      </Label>
      <Input
        {...rest}
        ref={ref}
        id={inputId}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined
        }
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
});
