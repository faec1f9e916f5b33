import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RegisteredUser } from 'shared/api/register-guest';
import { Button } from 'shared/ui/button';
import { TextInput } from 'shared/ui/text-input';
import { colors } from 'shared/ui/theme';
import { profileSchema, type ProfilePayload } from 'shared/validation/profile';
import { validate } from 'shared/validation/validate';
import { useSaveProfile } from '../api/use-save-profile';

type Field = keyof ProfilePayload;
const FIELDS: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

const Form = styled.form({ display: 'grid', gap: 16 });
const Grid = styled.div({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});
const Problem = styled.p({ margin: 0, color: colors.danger, fontWeight: 600 });
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 12 });

export interface ProfileFormProps {
  profile: RegisteredUser;
  onSaved(profile: RegisteredUser, message: string): void;
  onCancel(): void;
  /** The token was refused while saving. */
  onExpired(): void;
}

/** Spec section 5: the account's details, checked as at sign-up, then saved. */
export function ProfileForm({ profile, onSaved, onCancel, onExpired }: ProfileFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    phone: profile.phone,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { save, pending } = useSaveProfile();
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const problemRef = useRef<HTMLParagraphElement>(null);

  // Opening the form puts the diner in its first field.
  useEffect(() => {
    fieldRefs.current.first_name?.focus();
  }, []);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const focusFirstInvalid = (found: Record<string, string>) => {
    const first = FIELDS.find((f) => found[f.name]);
    if (first) fieldRefs.current[first.name]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const result = validate(profileSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(result.errors);
      return;
    }
    setErrors({});
    const outcome = await save(result.data);
    if (outcome.status === 'saved') onSaved(outcome.profile, outcome.message);
    else if (outcome.status === 'expired') onExpired();
    else if (outcome.status === 'refused') {
      setErrors(outcome.errors);
      if (outcome.message) setProblem(outcome.message);
      else focusFirstInvalid(outcome.errors);
    }
  };

  const change = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A corrected field stops showing its old message; the others keep theirs.
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Edit your details">
      <Grid>
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            ref={(el) => {
              fieldRefs.current[field.name] = el;
            }}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.name === 'phone' ? 'numeric' : undefined}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(e) => change(field.name, e.target.value)}
          />
        ))}
      </Grid>
      {problem && (
        <Problem ref={problemRef} role="alert" tabIndex={-1}>
          {problem}
        </Problem>
      )}
      <Actions>
        <Button type="submit" loading={pending}>
          Save changes
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
