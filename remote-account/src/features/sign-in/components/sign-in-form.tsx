import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'shared/router';
import { serverMessage, toApiError } from 'shared/api/errors';
import { signIn } from 'shared/api/sign-in';
import { useRootStore } from 'shared/store';
import { Button } from 'shared/ui/button';
import { CaptchaField, type CaptchaHandle } from 'shared/ui/captcha-field';
import { Modal } from 'shared/ui/modal';
import { TextInput } from 'shared/ui/text-input';
import { CAPTCHA_REQUIRED_MESSAGE } from 'shared/validation/captcha';
import { signInSchema } from 'shared/validation/sign-in';
import { validate } from 'shared/validation/validate';

export const SIGN_IN_FAILED = 'An error occurred. Please try again.';

const Form = styled.form({ display: 'grid', gap: 14 });
const Row = styled.div({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 8,
});

/** Where to go once signed in: back to a held table's checkout if that is where we came from. */
function useDestination() {
  const state = useLocation().state as { returnTo?: unknown } | null;
  const holding = useRootStore((s) => Boolean(s.reservations.current.hold_token));
  return state?.returnTo === '/checkout' && holding ? '/checkout' : '/profile';
}

/**
 * Spec sections 4, 5 and 8, Sign-in: email, password and the captcha; success stores the user
 * and token and goes to the profile; a refusal shows 'Error' with the server's message.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const destination = useDestination();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; inactive: boolean } | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);

  const change = (name: 'email' | 'password', value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const result = validate(signInSchema, values);
    const found = result.ok ? {} : { ...result.errors };
    if (!captcha) found.captcha = CAPTCHA_REQUIRED_MESSAGE;
    setErrors(found);
    if (!result.ok || !captcha) {
      if (found.email) emailRef.current?.focus();
      else if (found.password) passwordRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const { data, token } = await signIn(result.data, captcha);
      useRootStore.getState().signIn(data, token);
      navigate(destination, { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      setFailure({
        message: serverMessage(apiError) ?? SIGN_IN_FAILED,
        // 403: the account exists but was never activated.
        inactive: apiError.is(403),
      });
      captchaRef.current?.reset();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Sign in">
        <TextInput
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => change('email', e.target.value)}
        />
        <TextInput
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => change('password', e.target.value)}
        />
        <Row>
          <Link to="/forgot-password">Forgot Password?</Link>
        </Row>
        <CaptchaField
          ref={captchaRef}
          error={errors.captcha}
          onChange={(token) => {
            setCaptcha(token);
            if (token && errors.captcha) setErrors(({ captcha: _solved, ...rest }) => rest);
          }}
        />
        <Button type="submit" loading={pending}>
          Sign in
        </Button>
        <p style={{ margin: 0 }}>
          New to TableHop? <Link to="/sign-up">Create an account</Link>
        </p>
      </Form>
      <Modal
        open={failure !== null}
        title="Error"
        onClose={() => setFailure(null)}
        actions={
          <>
            {failure?.inactive && (
              <Button
                variant="secondary"
                onClick={() =>
                  navigate('/resend-mail', { state: { email: values.email.trim().toLowerCase() } })
                }
              >
                Resend Activation Email
              </Button>
            )}
            <Button onClick={() => setFailure(null)}>Ok</Button>
          </>
        }
      >
        <p role="alert">{failure?.message}</p>
      </Modal>
    </>
  );
}
