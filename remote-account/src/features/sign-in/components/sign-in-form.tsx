import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'shared/router';
import { serverMessage, toApiError } from 'shared/api/errors';
import { signIn } from 'shared/api/sign-in';
import { useForm } from 'shared/form/use-form';
import { useRootStore } from 'shared/store';
import { Button } from 'shared/ui/button';
import { CaptchaField } from 'shared/ui/captcha-field';
import { Modal } from 'shared/ui/modal';
import { TextInput } from 'shared/ui/text-input';
import { signInSchema } from 'shared/validation/sign-in';

export const SIGN_IN_FAILED = 'An error occurred. Please try again.';

// The fields a message puts the focus in, in reading order.
const ORDER = ['email', 'password'];

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
  const form = useForm({ initial: { email: '', password: '' }, order: ORDER, captcha: true });
  const { values, errors, captcha } = form;
  const [failure, setFailure] = useState<{ message: string; inactive: boolean } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.check(signInSchema);
    if (!checked) return;
    void form.run(async () => {
      try {
        const { data, token } = await signIn(checked, captcha.token as string);
        useRootStore.getState().signIn(data, token);
        navigate(destination, { replace: true });
      } catch (error) {
        const apiError = toApiError(error);
        setFailure({
          message: serverMessage(apiError) ?? SIGN_IN_FAILED,
          // 403: the account exists but was never activated.
          inactive: apiError.is(403),
        });
        captcha.reset();
      }
    });
  };

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Sign in">
        <TextInput
          ref={form.ref('email')}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => form.change('email', e.target.value)}
        />
        <TextInput
          ref={form.ref('password')}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => form.change('password', e.target.value)}
        />
        <Row>
          <Link to="/forgot-password">Forgot Password?</Link>
        </Row>
        <CaptchaField {...captcha.field} />
        <Button type="submit" loading={form.pending}>
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
