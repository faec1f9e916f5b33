import type { FormEvent } from 'react';
import { useForm } from 'shared/form/use-form';
import { Button } from 'shared/ui/button';
import { TextInput } from 'shared/ui/text-input';
import {
  resetPasswordSchema,
  type ResetPasswordFormValues,
} from 'shared/validation/reset-password';
import { Actions, Form } from './form-parts';

type Field = keyof ResetPasswordFormValues;

const FIELDS: { name: Field; label: string }[] = [
  { name: 'password', label: 'New password' },
  { name: 'confirm_password', label: 'Confirm password' },
];

const EMPTY: ResetPasswordFormValues = { password: '', confirm_password: '' };
const ORDER = FIELDS.map((field) => field.name);

export interface ResetPasswordFormProps {
  /** The account, for password managers to file the new password under. */
  email: string;
  pending: boolean;
  onSubmit(password: string): void;
  onBackToLogin(): void;
}

/** Spec sections 2 and 5, Reset password: new password, its confirmation, Back to Login. */
export function ResetPasswordForm({
  email,
  pending,
  onSubmit,
  onBackToLogin,
}: ResetPasswordFormProps) {
  const form = useForm({ initial: EMPTY, order: ORDER });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(resetPasswordSchema);
    if (checked) onSubmit(checked.password);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Choose a new password">
      {/* Lets a password manager save the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {FIELDS.map((field) => (
        <TextInput
          key={field.name}
          ref={form.ref(field.name)}
          label={field.label}
          name={field.name}
          type="password"
          autoComplete="new-password"
          value={form.values[field.name]}
          error={form.errors[field.name]}
          onChange={(e) => form.change(field.name, e.target.value)}
        />
      ))}
      <Actions>
        <Button type="submit" loading={pending}>
          Reset password
        </Button>
        <Button variant="secondary" onClick={onBackToLogin}>
          Back to Login
        </Button>
      </Actions>
    </Form>
  );
}
