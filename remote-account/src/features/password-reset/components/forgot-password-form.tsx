import { type FormEvent, useRef, useState } from 'react';
import { Button } from 'shared/ui/button';
import { TextInput } from 'shared/ui/text-input';
import { forgotPasswordSchema } from 'shared/validation/forgot-password';
import { validate } from 'shared/validation/validate';
import { Form, Problem } from './form-parts';

export interface ForgotPasswordFormProps {
  initialEmail?: string;
  pending: boolean;
  /** Why the last send failed. */
  problem?: string | null;
  /** Called with the checked (trimmed, lower-cased) address. */
  onSubmit(email: string): void;
}

/** Step 1 of the reset (spec section 2): the account's email and Send OTP. */
export function ForgotPasswordForm({
  initialEmail = '',
  pending,
  problem,
  onSubmit,
}: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(forgotPasswordSchema, { email });
    if (!result.ok) {
      setError(result.errors.email ?? null);
      emailRef.current?.focus();
      return;
    }
    setError(null);
    onSubmit(result.data.email);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Request a one-time code">
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
        Send OTP
      </Button>
    </Form>
  );
}
