import { useCallback, useRef, useState } from 'react';
import type { StatusMessage } from 'shared/api/status-message';
import { failureFieldErrors, failureMessage, MESSAGE_SENT } from '../api/submission-outcome';

export type SubmissionOutcome =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string> }
  /** Another send of this form is still under way; nothing was sent. */
  | null;

/**
 * The send half of the contact and partner forms (spec section 4, Forms): a submitting state,
 * then the success dialog's message or the failure message.
 */
export function useMessageSubmission<P>(
  sendMessage: (payload: P, captchaToken: string) => Promise<StatusMessage>,
) {
  const [pending, setPending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // State updates land after the event, so a double click would see `pending` still false:
  // the ref is what makes two quick submits send once.
  const inFlight = useRef(false);

  const send = useCallback(
    async (payload: P, captchaToken: string): Promise<SubmissionOutcome> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      setProblem(null);
      try {
        const answer = await sendMessage(payload, captchaToken);
        setSentMessage(answer.message.trim() || MESSAGE_SENT);
        return { ok: true };
      } catch (error) {
        setProblem(failureMessage(error));
        return { ok: false, fieldErrors: failureFieldErrors(error) };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [sendMessage],
  );

  const closeDialog = useCallback(() => setSentMessage(null), []);

  return { send, pending, sentMessage, problem, closeDialog };
}
