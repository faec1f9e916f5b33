import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'shared/router';
import {
  type ActivateAccountResponse,
  activateAccount,
  activateAccountResponseSchema,
} from 'shared/api/activate-account';
import { toApiError } from 'shared/api/errors';
import { Button } from 'shared/ui/button';
import { colors } from 'shared/ui/theme';

type State =
  | { kind: 'ready' }
  | { kind: 'done'; answer: ActivateAccountResponse }
  | { kind: 'failed'; message: string; spent: boolean };

/**
 * The emailed link's landing page. Activation waits for a click: mail scanners open links,
 * and opening one must not spend it.
 */
export function ActivateAccount() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  // The answer stays with the history entry (below): a reload, or Back to this page, shows the
  // account active again rather than a link without its token.
  const { state: entryState } = useLocation() as { state: { activated?: unknown } | null };
  const [state, setState] = useState<State>(() => {
    const remembered = activateAccountResponseSchema.safeParse(entryState?.activated);
    return remembered.success ? { kind: 'done', answer: remembered.data } : { kind: 'ready' };
  });
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const activatedHere = useRef(false);
  const nextStepId = useId();
  // The Activate button that had focus is gone once it worked; the next step takes it. Not on
  // a reload, where nothing had focus to lose.
  // A spent link loses its button the same way.
  useEffect(() => {
    if (
      (state.kind === 'done' && activatedHere.current) ||
      (state.kind === 'failed' && state.spent)
    ) {
      document.getElementById(nextStepId)?.focus();
    }
  }, [state, nextStepId]);

  const activate = async () => {
    if (inFlight.current || !token) return;
    inFlight.current = true;
    setPending(true);
    try {
      const answer = await activateAccount(token);
      activatedHere.current = true;
      setState({ kind: 'done', answer });
      // A spent token has no business in the address bar or the history; the answer does.
      void navigate({ search: '' }, { replace: true, state: { activated: answer } });
    } catch (error) {
      const apiError = toApiError(error);
      // 400: the link is used or expired, so pressing Activate again can only fail again.
      // Anything else (no answer, a 5xx) may work on a retry.
      setState({ kind: 'failed', message: apiError.message, spent: apiError.is(400) });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  if (state.kind === 'done') {
    const { message, data } = state.answer;
    return (
      <div>
        <p role="status">{message}</p>
        {data.needs_password ? (
          <Button
            id={nextStepId}
            onClick={() =>
              navigate(`/forgot-password?activated=1&email=${encodeURIComponent(data.email)}`)
            }
          >
            Choose a password
          </Button>
        ) : (
          <Button id={nextStepId} onClick={() => navigate('/sign-in')}>
            Sign in
          </Button>
        )}
      </div>
    );
  }

  if (!token) {
    return (
      <div role="alert">
        <p>
          This activation link is incomplete. Open the link from the email again, or ask for a new
          one.
        </p>
        <p>
          <Link to="/resend-mail">Send a new activation email</Link>
        </p>
      </div>
    );
  }

  if (state.kind === 'failed' && state.spent) {
    return (
      <div>
        <p role="alert" style={{ color: colors.danger }}>
          {state.message}
        </p>
        <p>
          Already activated? Sign in. Otherwise{' '}
          <Link to="/resend-mail">send a new activation email</Link>.
        </p>
        <Button id={nextStepId} onClick={() => navigate('/sign-in')}>
          Sign in
        </Button>
      </div>
    );
  }

  return (
    <div>
      <p>One click and you can sign in and book tables.</p>
      {state.kind === 'failed' && (
        <div role="alert" style={{ color: colors.danger }}>
          <p>{state.message}</p>
          <p>
            <Link to="/sign-in">Sign in</Link> or{' '}
            <Link to="/resend-mail">send a new activation email</Link>.
          </p>
        </div>
      )}
      <Button onClick={activate} loading={pending}>
        Activate my account
      </Button>
    </div>
  );
}
