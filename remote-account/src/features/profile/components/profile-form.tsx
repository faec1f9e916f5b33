import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RegisteredUser } from 'shared/api/register-guest';
import { useForm } from 'shared/form/use-form';
import { Button } from 'shared/ui/button';
import { PERSON_FIELDS, TextFields } from 'shared/ui/text-fields';
import { TextInput } from 'shared/ui/text-input';
import { colors } from 'shared/ui/theme';
import { profileSchema } from 'shared/validation/profile';
import { useSaveProfile } from '../api/use-save-profile';

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email.';

const { first_name, last_name, email, phone } = PERSON_FIELDS;
const FIELDS = [first_name, last_name, email, phone];
// The password first: a refusal that names it is about the new address.
const ORDER = ['current_password', ...FIELDS.map((field) => field.name)];

const Form = styled.form({ display: 'grid', gap: 16 });
const Grid = styled.div({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});
const Problem = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });
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
  // A new address needs the current password: the sign-in token alone must not be enough to
  // move the account (and its password resets) elsewhere. The profile schema drops it.
  const form = useForm({
    initial: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      phone: profile.phone,
      current_password: '',
    },
    order: ORDER,
  });
  const { values, errors, setErrors, showErrors, inputs } = form;
  const currentPassword = values.current_password;
  const [problem, setProblem] = useState<string | null>(null);
  const emailChanged = values.email.trim().toLowerCase() !== profile.email.toLowerCase();
  const { save, pending } = useSaveProfile();
  const problemRef = useRef<HTMLParagraphElement>(null);

  // Opening the form puts the diner in its first field.
  useEffect(() => {
    inputs.current.first_name?.focus();
  }, [inputs]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = form.check(profileSchema);
    if (!checked) return;
    if (emailChanged && !currentPassword) {
      showErrors({ current_password: EMAIL_CHANGE_NEEDS_PASSWORD });
      return;
    }
    const outcome = await save(checked, emailChanged ? currentPassword : undefined);
    if (outcome.status === 'saved') onSaved(outcome.profile, outcome.message);
    else if (outcome.status === 'expired') onExpired();
    else if (outcome.status === 'refused') {
      if (outcome.message) {
        setErrors(outcome.errors);
        setProblem(outcome.message);
      } else showErrors(outcome.errors);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Edit your details">
      <Grid>
        <TextFields fields={FIELDS} state={form} />
      </Grid>
      {emailChanged && (
        <TextInput
          ref={form.ref('current_password')}
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          error={errors.current_password}
          onChange={(e) => form.change('current_password', e.target.value)}
        />
      )}
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
