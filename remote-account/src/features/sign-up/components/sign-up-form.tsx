import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared/router';
import { serverMessage, toApiError } from 'shared/api/errors';
import { registerGuest, registrationRefusal } from 'shared/api/register-guest';
import { STORAGE_KEYS } from 'shared/constants';
import { Button } from 'shared/ui/button';
import { CaptchaField, type CaptchaHandle } from 'shared/ui/captcha-field';
import { Modal } from 'shared/ui/modal';
import { type FieldSpec, PERSON_FIELDS, TextFields, useTextFields } from 'shared/ui/text-fields';
import { colors } from 'shared/ui/theme';
import { CAPTCHA_REQUIRED_MESSAGE } from 'shared/validation/captcha';
import { signUpSchema, type SignUpPayload } from 'shared/validation/sign-up';
import { validate } from 'shared/validation/validate';

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
  const fields = useTextFields(FIELDS, EMPTY);
  const { values, errors, setErrors, focusFirstError } = fields;
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setProblem(null);
    const result = validate(signUpSchema, values);
    const found = result.ok ? {} : { ...result.errors };
    if (!captcha) found.captcha = CAPTCHA_REQUIRED_MESSAGE;
    setErrors(found);
    if (!result.ok || !captcha) {
      focusFirstError(found);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const { data } = await registerGuest({
        register_type: 'register',
        ...result.data,
        captchaToken: captcha,
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
          resendTo: result.data.email,
        });
      } else if (read.kind === 'invalid') setErrors(read.errors);
      else if (serverMessage(apiError)) {
        setRefusal({ title: 'Registration Failed', message: serverMessage(apiError)! });
      } else setProblem(SIGN_UP_FAILED);
      // A captcha answer is good for one request.
      captchaRef.current?.reset();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Sign up">
        <TextFields fields={FIELDS} state={fields} />
        <CaptchaField
          ref={captchaRef}
          error={errors.captcha}
          onChange={(token) => {
            setCaptcha(token);
            if (token && errors.captcha) setErrors(({ captcha: _solved, ...rest }) => rest);
          }}
        />
        {problem && <Problem role="alert">{problem}</Problem>}
        <Button type="submit" loading={pending}>
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
