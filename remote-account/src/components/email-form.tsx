import styled from '@emotion/styled';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from 'shared/ui/button';
import { TextInput } from 'shared/ui/text-input';
import { colors } from 'shared/ui/theme';
import { validate } from 'shared/validation/validate';
import type { forgotPasswordSchema } from 'shared/validation/forgot-password';
import type { resendEmailSchema } from 'shared/validation/resend-email';

const Form = styled.form({ display: 'grid', gap: 16 });
const Problem = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });

export interface EmailFormProps {
  /** The form's accessible name. */
  label: string;
  /** The button's text. */
  action: string;
  /** Checks `{ email }`: each form has its own messages (spec section 5). */
  schema: typeof forgotPasswordSchema | typeof resendEmailSchema;
  initialEmail?: string;
  pending: boolean;
  /** Why the last send failed. */
  problem?: string | null;
  /** Called with the checked (trimmed, lower-cased) address. */
  onSubmit(email: string): void;
}

/** One email field and one button: forgot-password's Send OTP, resend-mail's Resend Email. */
export function EmailForm({
  label,
  action,
  schema,
  initialEmail = '',
  pending,
  problem,
  onSubmit,
}: EmailFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(schema, { email });
    if (!result.ok) {
      setError(result.errors.email ?? null);
      emailRef.current?.focus();
      return;
    }
    setError(null);
    onSubmit(result.data.email);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={label}>
      <TextInput
        ref={emailRef}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
        }}
      />
      {problem && <Problem role="alert">{problem}</Problem>}
      <Button type="submit" loading={pending}>
        {action}
      </Button>
    </Form>
  );
}
