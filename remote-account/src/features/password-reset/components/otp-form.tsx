import { type FormEvent, useEffect, useState } from 'react';
import { OTP_DIGITS } from 'shared/constants';
import { useForm } from 'shared/form/use-form';
import { Button } from 'shared/ui/button';
import { TextInput } from 'shared/ui/text-input';
import { OTP_MAX_TRIES, verifyOtpSchema } from 'shared/validation/forgot-password';
import { checkOtp } from '../api/check-otp';
import { OTP_INVALID, OTP_USED_UP } from '../api/messages';
import type { ResetGrant } from '../hooks/use-reset-grant';
import { useSingleFlight } from '../hooks/use-single-flight';
import { Form, Problem } from './form-parts';
import { OtpField } from './otp-field';

// A wrong address is to fix first; any other message puts the diner in the code.
const BOTH = ['email', 'otp'];
const CODE_ONLY = ['otp'];

export interface OtpFormProps {
  /** The address the code was just sent to; without it the diner types the address. */
  email?: string;
  initialEmail?: string;
  /** Describes the code field, such as where the code was sent. */
  hintId?: string;
  onVerified(grant: ResetGrant): void;
  /** While another request about this code is out (the modal's Resend), Verify waits. */
  locked?: boolean;
  /** Told when a Verify starts and ends, so the modal can hold Resend meanwhile. */
  onPendingChange?(pending: boolean): void;
}

/**
 * Step 2 of the reset: the code (and, on its own page, the address) and Verify. A refused code
 * keeps what was typed and puts the focus back on it to correct.
 */
export function OtpForm({
  email: sentTo,
  initialEmail = '',
  hintId,
  onVerified,
  locked = false,
  onPendingChange,
}: OtpFormProps) {
  // The address field is there only when the code's address is not known.
  const form = useForm({
    initial: { email: sentTo ?? initialEmail, otp: '' },
    order: sentTo === undefined ? BOTH : CODE_ONLY,
  });
  const { values, errors } = form;
  const [problem, setProblem] = useState<string | null>(null);
  // Codes refused for this address since the form opened (a new code opens a new form).
  const [refused, setRefused] = useState(0);
  const { run, pending } = useSingleFlight(checkOtp);
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    setProblem(null);
    const checked = form.check(verifyOtpSchema, { email: sentTo ?? values.email, otp: values.otp });
    if (!checked) return;
    const outcome = await run(checked.email, checked.otp);
    if (!outcome) return;
    if (outcome.verified) {
      onVerified({ email: checked.email, resetToken: outcome.resetToken });
      return;
    }
    // Past the code's tries every answer is a refusal, a right code too: say so.
    const tries = outcome.message === OTP_INVALID ? refused + 1 : refused;
    setRefused(tries);
    setProblem(tries >= OTP_MAX_TRIES ? `${outcome.message} ${OTP_USED_UP}` : outcome.message);
    form.inputs.current.otp?.focus();
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Verify your code">
      {sentTo === undefined && (
        <TextInput
          ref={form.ref('email')}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => {
            form.change('email', e.target.value);
            setRefused(0);
          }}
        />
      )}
      <OtpField
        ref={form.ref('otp')}
        value={values.otp}
        error={errors.otp}
        aria-describedby={hintId}
        onChange={(e) => form.change('otp', e.target.value)}
        onPaste={(e) => {
          // A code copied from the email may come with spaces, which maxLength would count
          // and cut the last digits off for.
          const digits = e.clipboardData.getData('text').replace(/\D/g, '');
          if (digits.length !== OTP_DIGITS) return;
          e.preventDefault();
          form.change('otp', digits);
        }}
      />
      {problem && <Problem role="alert">{problem}</Problem>}
      <Button type="submit" loading={pending} disabled={locked}>
        Verify
      </Button>
    </Form>
  );
}
