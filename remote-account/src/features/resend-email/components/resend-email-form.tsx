import styled from '@emotion/styled';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from 'shared/ui/button';
import { TextInput } from 'shared/ui/text-input';
import { resendEmailSchema } from 'shared/validation/resend-email';
import { validate } from 'shared/validation/validate';

const Form = styled.form({ display: 'grid', gap: 16 });

export interface ResendEmailFormProps {
  initialEmail?: string;
  pending: boolean;
  /** Called with the checked (trimmed, lower-cased) address. */
  onSubmit(email: string): void;
}

/** The email (spec section 5: 'Email is required.', 'Invalid email format.') and Resend Email. */
export function ResendEmailForm({ initialEmail = '', pending, onSubmit }: ResendEmailFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(resendEmailSchema, { email });
    if (!result.ok) {
      setError(result.errors.email ?? null);
      emailRef.current?.focus();
      return;
    }
    setError(null);
    onSubmit(result.data.email);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Resend the activation email">
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
      <Button type="submit" loading={pending}>
        Resend Email
      </Button>
    </Form>
  );
}
