import { useRef, useState, type FormEvent } from 'react';
import { sendContactMessage } from 'shared/api/send-contact-message';
import { Button } from 'shared/ui/button';
import { CaptchaField, type CaptchaHandle } from 'shared/ui/captcha-field';
import { TextInput } from 'shared/ui/text-input';
import { CAPTCHA_REQUIRED_MESSAGE } from 'shared/validation/captcha';
import { CONTACT_MESSAGE_MAX, contactSchema, type ContactPayload } from 'shared/validation/contact';
import { validate } from 'shared/validation/validate';
import { useMessageSubmission } from '../hooks/use-message-submission';
import { focusCaptcha } from './focus-captcha';
import { Form, Note, Pair, Problem } from './form-parts';
import { MessageField } from './message-field';
import { SubmissionDialog } from './submission-dialog';

type Field = keyof ContactPayload;
type InputField = Exclude<Field, 'message'>;

interface InputSpec {
  name: InputField;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
}

const INPUTS: InputSpec[] = [
  {
    name: 'first_name',
    label: 'First Name',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
  },
  {
    name: 'last_name',
    label: 'Last Name',
    type: 'text',
    autoComplete: 'family-name',
    required: true,
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', required: true },
  {
    name: 'restaurant_name',
    label: 'Restaurant Name (optional)',
    type: 'text',
    autoComplete: 'organization',
    required: false,
  },
  {
    name: 'post_code',
    label: 'Postcode (optional)',
    type: 'text',
    autoComplete: 'postal-code',
    required: false,
  },
];
const spec = (name: InputField) => INPUTS.find((input) => input.name === name)!;

const EMPTY: Record<Field, string> = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  restaurant_name: '',
  post_code: '',
  message: '',
};

/**
 * Spec sections 2, 4 and 5, Contact: the fields, the captcha (required here), a submitting
 * state, then 'Submission Successful' and an empty form, or the failure message.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const captchaBox = useRef<HTMLDivElement>(null);
  const inputs = useRef<Partial<Record<InputField, HTMLInputElement | null>>>({});
  const { send, pending, sentMessage, problem, closeDialog } =
    useMessageSubmission(sendContactMessage);

  const change = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A corrected field stops showing its old message; the others keep theirs.
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = INPUTS.find((input) => found[input.name]);
    if (first) inputs.current[first.name]?.focus();
    else if (found.captcha) focusCaptcha(captchaBox.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(contactSchema, values);
    const found = result.ok ? {} : { ...result.errors };
    if (!captcha) found.captcha = CAPTCHA_REQUIRED_MESSAGE;
    if (!result.ok || !captcha) {
      showErrors(found);
      return;
    }
    setErrors({});
    const outcome = await send(result.data, captcha);
    if (!outcome) return;
    // A captcha answer is good for one request, whatever the server made of it.
    captchaRef.current?.reset();
    if (outcome.ok) setValues(EMPTY);
    else if (Object.keys(outcome.fieldErrors).length > 0) showErrors(outcome.fieldErrors);
  };

  const input = ({ name, label, type, autoComplete, required }: InputSpec) => (
    <TextInput
      key={name}
      ref={(el) => {
        inputs.current[name] = el;
      }}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      inputMode={name === 'phone' ? 'numeric' : undefined}
      placeholder={name === 'phone' ? '07700 900123' : undefined}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => change(name, e.target.value)}
    />
  );

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Contact us">
        <Note>All fields are required unless marked (optional).</Note>
        <Pair>
          {input(spec('first_name'))}
          {input(spec('last_name'))}
        </Pair>
        <Pair>
          {input(spec('email'))}
          {input(spec('phone'))}
        </Pair>
        <Pair>
          {input(spec('restaurant_name'))}
          {input(spec('post_code'))}
        </Pair>
        <MessageField
          label="Message"
          name="message"
          required
          maxLength={CONTACT_MESSAGE_MAX}
          placeholder="How can we help?"
          value={values.message}
          error={errors.message}
          onChange={(value) => change('message', value)}
        />
        <div ref={captchaBox}>
          <CaptchaField
            ref={captchaRef}
            error={errors.captcha}
            onChange={(token) => {
              setCaptcha(token);
              if (token && errors.captcha) setErrors(({ captcha: _solved, ...rest }) => rest);
            }}
          />
        </div>
        {problem && <Problem role="alert">{problem}</Problem>}
        <div>
          <Button type="submit" loading={pending}>
            Send message
          </Button>
        </div>
      </Form>
      <SubmissionDialog message={sentMessage} onClose={closeDialog} />
    </>
  );
}
