import { type FormEvent, useRef, useState } from 'react';
import { Button } from 'shared/ui/button';
import { TextInput } from 'shared/ui/text-input';
import {
  resetPasswordSchema,
  type ResetPasswordFormValues,
} from 'shared/validation/reset-password';
import { validate } from 'shared/validation/validate';
import { Actions, Form } from './form-parts';

type Field = keyof ResetPasswordFormValues;

const FIELDS: { name: Field; label: string }[] = [
  { name: 'password', label: 'New password' },
  { name: 'confirm_password', label: 'Confirm password' },
];

const EMPTY: ResetPasswordFormValues = { password: '', confirm_password: '' };

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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(resetPasswordSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((f) => result.errors[f.name]);
      if (first) fieldRefs.current[first.name]?.focus();
      return;
    }
    setErrors({});
    onSubmit(result.data.password);
  };

  const change = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Choose a new password">
      {/* Lets a password manager save the new password against the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {FIELDS.map((field) => (
        <TextInput
          key={field.name}
          ref={(el) => {
            fieldRefs.current[field.name] = el;
          }}
          label={field.label}
          name={field.name}
          type="password"
          autoComplete="new-password"
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(e) => change(field.name, e.target.value)}
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
