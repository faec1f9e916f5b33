import styled from '@emotion/styled';
import type { FormEvent } from 'react';
import { useForm } from 'shared/form/use-form';
import { Button } from 'shared/ui/button';
import { TextInput } from 'shared/ui/text-input';
import { colors } from 'shared/ui/theme';
import type { forgotPasswordSchema } from 'shared/validation/forgot-password';
import type { resendEmailSchema } from 'shared/validation/resend-email';

const ORDER = ['email'];

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
  const form = useForm({ initial: { email: initialEmail }, order: ORDER });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(schema);
    if (checked) onSubmit(checked.email);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={label}>
      <TextInput
        ref={form.ref('email')}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.change('email', e.target.value)}
      />
      {problem && <Problem role="alert">{problem}</Problem>}
      <Button type="submit" loading={pending}>
        {action}
      </Button>
    </Form>
  );
}
