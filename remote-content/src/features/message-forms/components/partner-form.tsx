import { useId, useState, type FormEvent } from 'react';
import { Link } from 'shared/router';
import { sendPartnerRegistration } from 'shared/api/send-partner-registration';
import { useForm } from 'shared/form/use-form';
import { Button } from 'shared/ui/button';
import { CaptchaField } from 'shared/ui/captcha-field';
import { TextInput } from 'shared/ui/text-input';
import { MESSAGE_MAX_LENGTH } from 'shared/validation/fields';
import {
  partnerFormSchema,
  type PartnerFormValues,
  type PartnerPayload,
} from 'shared/validation/partner';
import { useMessageSubmission } from '../hooks/use-message-submission';
import { CheckError, CheckRow, Form, Note, Pair, Problem } from './form-parts';
import { MessageField } from './message-field';
import { SubmissionDialog } from './submission-dialog';

type Field = keyof PartnerPayload;
type InputField = Exclude<Field, 'message'>;

interface InputSpec {
  name: InputField;
  label: string;
  type: string;
  autoComplete: string;
}

const INPUTS: InputSpec[] = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'restaurant_name', label: 'Restaurant name', type: 'text', autoComplete: 'organization' },
  { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
  { name: 'post_code', label: 'Postcode', type: 'text', autoComplete: 'postal-code' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];
// The message box is not focused for its message, as before; the terms box is, last.
const ORDER = [...INPUTS.map((input) => input.name), 'agree_terms'];
const spec = (name: InputField) => INPUTS.find((input) => input.name === name)!;

const EMPTY: Record<Field, string> = {
  first_name: '',
  last_name: '',
  restaurant_name: '',
  city: '',
  post_code: '',
  email: '',
  phone: '',
  message: '',
};

/** Spec section 3: an empty message goes to the API as the string 'None'. */
export const NO_MESSAGE = 'None';

/**
 * Spec sections 2, 3 and 5, Partner: a restaurant asks to join. The captcha is shown but, as
 * the spec has it, not checked here: the server checks it and its message is shown. The terms
 * and marketing ticks stay in the browser.
 */
export function PartnerForm() {
  const form = useForm({ initial: EMPTY, order: ORDER });
  const { values, errors, setErrors, captcha } = form;
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [agreeMarketing, setAgreeMarketing] = useState(false);
  const termsId = useId();
  const marketingId = useId();
  const { send, pending, sentMessage, problem, closeDialog } =
    useMessageSubmission(sendPartnerRegistration);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(partnerFormSchema, { ...values, agree_terms: agreeTerms });
    if (!checked) return;
    const { agree_terms: _agreed, ...payload }: PartnerFormValues = checked;
    // An unsolved captcha goes as '' so the server, which owns that check, answers with its
    // own 'Please complete the CAPTCHA verification.'
    const outcome = await send(
      { ...payload, message: payload.message || NO_MESSAGE },
      captcha.token ?? '',
    );
    if (!outcome) return;
    captcha.reset();
    if (outcome.ok) {
      form.setValues(EMPTY);
      setAgreeTerms(false);
      setAgreeMarketing(false);
    } else if (Object.keys(outcome.fieldErrors).length > 0) form.showErrors(outcome.fieldErrors);
  };

  const input = ({ name, label, type, autoComplete }: InputSpec) => (
    <TextInput
      key={name}
      ref={form.ref(name)}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required
      inputMode={name === 'phone' ? 'numeric' : undefined}
      placeholder={name === 'phone' ? '07700 900123' : undefined}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => form.change(name, e.target.value)}
    />
  );

  const termsErrorId = `${termsId}-error`;
  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Register your business">
        <Note>All fields are required unless marked (optional).</Note>
        <Pair>
          {input(spec('first_name'))}
          {input(spec('last_name'))}
        </Pair>
        {input(spec('restaurant_name'))}
        <Pair>
          {input(spec('city'))}
          {input(spec('post_code'))}
        </Pair>
        <Pair>
          {input(spec('email'))}
          {input(spec('phone'))}
        </Pair>
        <MessageField
          label="Message (optional)"
          name="message"
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Tell us about your restaurant: cuisine, covers, opening hours..."
          value={values.message}
          error={errors.message}
          onChange={(value) => form.change('message', value)}
        />
        <CheckRow>
          <input
            ref={form.ref('agree_terms')}
            id={termsId}
            type="checkbox"
            name="agree_terms"
            required
            checked={agreeTerms}
            aria-invalid={errors.agree_terms ? true : undefined}
            aria-describedby={errors.agree_terms ? termsErrorId : undefined}
            onChange={(e) => {
              setAgreeTerms(e.target.checked);
              if (e.target.checked && errors.agree_terms) {
                setErrors(({ agree_terms: _ticked, ...rest }) => rest);
              }
            }}
          />
          <label htmlFor={termsId}>
            I agree to the{' '}
            {/* A new tab, so reading the terms does not throw away what was typed here. */}
            <Link to="/terms-and-conditions" target="_blank" rel="noopener">
              Terms and Conditions
            </Link>{' '}
            and the{' '}
            <Link to="/privacy-policy" target="_blank" rel="noopener">
              Privacy Policy
            </Link>
            .
          </label>
          {errors.agree_terms && <CheckError id={termsErrorId}>{errors.agree_terms}</CheckError>}
        </CheckRow>
        <CheckRow>
          <input
            id={marketingId}
            type="checkbox"
            name="agree_marketing"
            checked={agreeMarketing}
            onChange={(e) => setAgreeMarketing(e.target.checked)}
          />
          <label htmlFor={marketingId}>
            Send me news, tips and offers for restaurant partners by email (optional).
          </label>
        </CheckRow>
        <CaptchaField ref={captcha.field.ref} onChange={captcha.field.onChange} />
        {problem && <Problem role="alert">{problem}</Problem>}
        <div>
          <Button type="submit" loading={pending}>
            Register
          </Button>
        </div>
      </Form>
      <SubmissionDialog message={sentMessage} onClose={closeDialog} />
    </>
  );
}
