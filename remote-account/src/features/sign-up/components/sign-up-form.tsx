import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared/router';
import { useForm } from 'shared/form/use-form';
import { serverMessage, toApiError } from 'shared/api/errors';
import { registerGuest, registrationRefusal } from 'shared/api/register-guest';
import { STORAGE_KEYS } from 'shared/constants';
import { Button } from 'shared/ui/button';
import { CaptchaField } from 'shared/ui/captcha-field';
import { Modal } from 'shared/ui/modal';
import { type FieldSpec, PERSON_FIELDS, TextFields } from 'shared/ui/text-fields';
import { colors } from 'shared/ui/theme';
import { signUpSchema, type SignUpPayload } from 'shared/validation/sign-up';

const FIELDS: FieldSpec<keyof SignUpPayload>[] = [
  PERSON_FIELDS.first_name,
  PERSON_FIELDS.last_name,
  PERSON_FIELDS.email,
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  PERSON_FIELDS.phone,
];
const EMPTY: Record<keyof SignUpPayload, string> = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  phone: '',
};
const ORDER = FIELDS.map((field) => field.name);

export const SIGN_UP_FAILED = 'An error occurred. Please try again.';

const Form = styled.form({ display: 'grid', gap: 14 });
const Problem = styled.p({ margin: 0, color: colors.danger, fontWeight: 700 });

type Refusal = {
  title: 'Registration Failed' | 'Alert';
  message: string;
  /** The address of an account waiting for activation: the server's message offers a resend. */
  resendTo?: string;
};

/**
 * Spec sections 4 and 5, Sign-up: the fields and the captcha, then a new inactive account and
 * its activation email. A refused sign-up shows 'Registration Failed' (or 'Alert' for an
 * account that is already active) with the server's message and a Sign in button.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const form = useForm({ initial: EMPTY, order: ORDER, captcha: true });
  const { setErrors, captcha } = form;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = form.check(signUpSchema);
    if (!checked) return;
    void form.run(async () => {
      try {
        const { data } = await registerGuest({
          register_type: 'register',
          ...checked,
          captchaToken: captcha.token as string,
        });
        localStorage.setItem(STORAGE_KEYS.registrationStatus, 'completed');
        navigate('/registration-success', { state: { email: data.email } });
      } catch (error) {
        const apiError = toApiError(error);
        const read = registrationRefusal(apiError);
        if (read.kind === 'active') setRefusal({ title: 'Alert', message: read.message });
        else if (read.kind === 'inactive') {
          setRefusal({
            title: 'Registration Failed',
            message: read.message,
            resendTo: checked.email,
          });
        } else if (read.kind === 'invalid') setErrors(read.errors);
        else if (serverMessage(apiError)) {
          setRefusal({ title: 'Registration Failed', message: serverMessage(apiError)! });
        } else setProblem(SIGN_UP_FAILED);
        // A captcha answer is good for one request.
        captcha.reset();
      }
    });
  };

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Sign up">
        <TextFields fields={FIELDS} state={form} />
        <CaptchaField {...captcha.field} />
        {problem && <Problem role="alert">{problem}</Problem>}
        <Button type="submit" loading={form.pending}>
          Sign up
        </Button>
        <p style={{ margin: 0 }}>
          Already have an account? <Link to="/sign-in">Sign in</Link>
        </p>
      </Form>
      <Modal
        open={refusal !== null}
        title={refusal?.title ?? ''}
        onClose={() => setRefusal(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRefusal(null)}>
              Close
            </Button>
            {refusal?.resendTo && (
              <Button
                variant="secondary"
                onClick={() => navigate('/resend-mail', { state: { email: refusal.resendTo } })}
              >
                Resend Activation Email
              </Button>
            )}
            <Button onClick={() => navigate('/sign-in')}>Sign in</Button>
          </>
        }
      >
        <p role="alert">{refusal?.message}</p>
      </Modal>
    </>
  );
}
