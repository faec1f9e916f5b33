import type { FormEvent } from 'react';
import { sendContactMessage } from 'shared/api/send-contact-message';
import { useForm } from 'shared/form/use-form';
import { Button } from 'shared/ui/button';
import { CaptchaField } from 'shared/ui/captcha-field';
import { TextInput } from 'shared/ui/text-input';
import { CONTACT_MESSAGE_MAX, contactSchema, type ContactPayload } from 'shared/validation/contact';
import { useMessageSubmission } from '../hooks/use-message-submission';
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
// The message box is not focused for its message, as before; an unsolved captcha is, last.
const ORDER = [...INPUTS.map((input) => input.name), 'captcha'];
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
  const form = useForm({ initial: EMPTY, order: ORDER, captcha: true });
  const { values, errors, captcha } = form;
  const { send, pending, sentMessage, problem, closeDialog } =
    useMessageSubmission(sendContactMessage);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(contactSchema);
    if (!checked) return;
    const outcome = await send(checked, captcha.token as string);
    if (!outcome) return;
    // A captcha answer is good for one request, whatever the server made of it.
    captcha.reset();
    if (outcome.ok) form.setValues(EMPTY);
    else if (Object.keys(outcome.fieldErrors).length > 0) form.showErrors(outcome.fieldErrors);
  };

  const input = ({ name, label, type, autoComplete, required }: InputSpec) => (
    <TextInput
      key={name}
      ref={form.ref(name)}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      inputMode={name === 'phone' ? 'numeric' : undefined}
      placeholder={name === 'phone' ? '07700 900123' : undefined}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => form.change(name, e.target.value)}
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
          onChange={(value) => form.change('message', value)}
        />
        <div ref={form.ref('captcha')}>
          <CaptchaField {...captcha.field} />
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
