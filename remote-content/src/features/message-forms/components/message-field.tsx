import styled from '@emotion/styled';
import { useId } from 'react';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import { colors, focusRing } from 'shared/ui/theme';
import { FieldError } from './form-parts';

const Label = styled.label({ fontWeight: 700, fontSize: 14 });
const TextArea = styled.textarea<{ invalid: boolean }>(({ invalid }) => ({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 132,
  marginTop: 4,
  padding: 10,
  borderRadius: 8,
  border: `1px solid ${invalid ? colors.danger : colors.line}`,
  font: 'inherit',
  resize: 'vertical',
  '&:focus-visible': focusRing(1, invalid ? colors.danger : colors.focus),
}));
const Counter = styled.p({
  margin: '4px 0 0',
  fontSize: 13,
  color: colors.muted,
  textAlign: 'right',
});

export interface MessageFieldProps {
  label: string;
  name: string;
  value: string;
  maxLength: number;
  required?: boolean;
  placeholder?: string;
  error?: string | null;
  onChange(value: string): void;
}

/** The forms' message box: a textarea capped at `maxLength`, with a running count under it. */
export function MessageField({
  label,
  name,
  value,
  maxLength,
  required,
  placeholder,
  error,
  onChange,
}: MessageFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        name={name}
        value={value}
        maxLength={maxLength}
        required={required}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <Counter id={counterId}>
        {value.length}/{maxLength}
        <VisuallyHidden> characters</VisuallyHidden>
      </Counter>
    </div>
  );
}
