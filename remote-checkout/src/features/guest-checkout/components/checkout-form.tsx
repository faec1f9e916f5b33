import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'shared/router';
import { CONTACT_MESSAGE_MAX } from 'shared/constants';
import { useForm } from 'shared/form/use-form';
import { Button } from 'shared/ui/button';
import { PERSON_FIELDS, TextFields } from 'shared/ui/text-fields';
import { colors, focusRing } from 'shared/ui/theme';
import type { KeptDietaryNeeds } from 'shared/api/dietary-needs';
import { diningNeedsSchema } from 'shared/validation/dining-needs';
import { guestCheckoutSchema, type GuestCheckoutPayload } from 'shared/validation/guest-checkout';
import type { Wishes } from '../api/use-submit-reservation';
import { DINING_NEEDS_ORDER, DiningNeedsFields, NO_DINING_NEEDS } from './dining-needs-fields';

const EMPTY: Record<keyof GuestCheckoutPayload, string> = {
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
};
const { first_name, last_name, phone, email } = PERSON_FIELDS;
const FIELDS = [first_name, last_name, phone, email];
const ORDER = [...FIELDS.map((field) => field.name), ...DINING_NEEDS_ORDER];

const Form = styled.form({ display: 'grid', gap: 16 });
const Grid = styled.div({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});
const Label = styled.label({ fontWeight: 700, fontSize: 14 });
const TextArea = styled.textarea({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 88,
  marginTop: 4,
  padding: 10,
  borderRadius: 8,
  border: `1px solid ${colors.line}`,
  font: 'inherit',
  resize: 'vertical',
  '&:focus-visible': focusRing(1),
});
const Counter = styled.p({
  margin: '4px 0 0',
  fontSize: 13,
  color: colors.muted,
  textAlign: 'right',
});
const Notice = styled.p({ margin: 0, fontSize: 13, color: colors.muted });
const Problem = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });

export interface CheckoutFormProps {
  /** Signed-out diners give their details; a signed-in account books as itself. */
  asGuest: boolean;
  pending: boolean;
  /** Field messages from the server (same rules as here, so rarely seen). */
  serverErrors?: Record<string, string> | null;
  /** A message for the whole submit, such as 'An error occurred. Please try again.' */
  problem?: string | null;
  /** A signed-in diner's kept dietary needs, offered filled in (ADR 0055); null: none. */
  kept?: KeptDietaryNeeds | null;
  onSubmit(details: GuestCheckoutPayload | null, wishes: Wishes): void;
}

/** Spec sections 2 and 5: the guest form (signed out only), the special request, Reserve now. */
export function CheckoutForm({
  asGuest,
  pending,
  serverErrors,
  problem,
  kept,
  onSubmit,
}: CheckoutFormProps) {
  const form = useForm({ initial: { ...EMPTY, ...NO_DINING_NEEDS }, order: ORDER });
  const { setErrors, setValues } = form;
  const [noted, setNoted] = useState('');
  const [rememberDietary, setRememberDietary] = useState(true);
  const keptAllergens = kept?.allergens.join(',') ?? '';
  const keptNotes = kept?.dietaryNotes ?? '';
  const hasKept = Boolean(keptAllergens || keptNotes);
  // Said while what is shown is still what was kept.
  const prefilled =
    hasKept &&
    form.values.dietary_allergens === keptAllergens &&
    form.values.dietary_notes === keptNotes;
  const requestId = useId();
  const counterId = useId();
  const problemRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors, setErrors]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  // Filled in once they arrive, unless the diner has already started on them.
  useEffect(() => {
    if (!hasKept) return;
    setValues((values) =>
      values.dietary_allergens || values.dietary_notes
        ? values
        : { ...values, dietary_allergens: keptAllergens, dietary_notes: keptNotes },
    );
  }, [hasKept, keptAllergens, keptNotes, setValues]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The first field in reading order that needs fixing gets the focus.
    const details = asGuest ? form.check(guestCheckoutSchema) : null;
    if (asGuest && !details) return;
    const needs = form.check(diningNeedsSchema);
    if (!needs) return;
    onSubmit(details ?? null, {
      noted,
      needs: {
        occasion: needs.occasion,
        allergens: needs.dietary_allergens,
        dietaryNotes: needs.dietary_notes,
      },
      rememberDietary: !asGuest && rememberDietary,
    });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Complete your reservation">
      {asGuest && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 700, fontSize: 18, marginBottom: 12 }}>Your details</legend>
          <Grid>
            <TextFields fields={FIELDS} state={form} />
          </Grid>
        </fieldset>
      )}
      <div>
        <Label htmlFor={requestId}>Special request (optional)</Label>
        <TextArea
          id={requestId}
          name="noted"
          maxLength={CONTACT_MESSAGE_MAX}
          value={noted}
          aria-describedby={counterId}
          placeholder="Allergies, a high chair, a quiet table..."
          onChange={(e) => setNoted(e.target.value)}
        />
        <Counter id={counterId}>
          {noted.length}/{CONTACT_MESSAGE_MAX}
        </Counter>
      </div>
      <DiningNeedsFields
        state={form}
        prefilled={prefilled}
        remember={asGuest ? undefined : { checked: rememberDietary, onChange: setRememberDietary }}
      />
      {problem && (
        <Problem ref={problemRef} role="alert" tabIndex={-1}>
          {problem}
        </Problem>
      )}
      <Button type="submit" loading={pending}>
        Reserve now
      </Button>
      <Notice>
        By reserving you agree to our{' '}
        <Link to="/terms-and-conditions" target="_blank" rel="noopener">
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" target="_blank" rel="noopener">
          Privacy Policy
        </Link>
        . Your details are shared only with the restaurant you book.
      </Notice>
    </Form>
  );
}
