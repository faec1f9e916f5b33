import { type FormEvent, useEffect, useRef, useState } from 'react';
import { OTP_DIGITS } from 'shared/constants';
import { Button } from 'shared/ui/button';
import { TextInput } from 'shared/ui/text-input';
import { OTP_MAX_TRIES, verifyOtpSchema } from 'shared/validation/forgot-password';
import { validate } from 'shared/validation/validate';
import { checkOtp } from '../api/check-otp';
import { OTP_INVALID, OTP_USED_UP } from '../api/messages';
import type { ResetGrant } from '../hooks/use-reset-grant';
import { useSingleFlight } from '../hooks/use-single-flight';
import { Form, Problem } from './form-parts';
import { OtpField } from './otp-field';

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
  const [email, setEmail] = useState(sentTo ?? initialEmail);
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // Codes refused for this address since the form opened (a new code opens a new form).
  const [refused, setRefused] = useState(0);
  const { run, pending } = useSingleFlight(checkOtp);
  const emailRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const result = validate(verifyOtpSchema, { email: sentTo ?? email, otp });
    if (!result.ok) {
      setErrors(result.errors);
      setProblem(null);
      if (result.errors.email && sentTo === undefined) emailRef.current?.focus();
      else otpRef.current?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    const outcome = await run(result.data.email, result.data.otp);
    if (!outcome) return;
    if (outcome.verified) {
      onVerified({ email: result.data.email, resetToken: outcome.resetToken });
      return;
    }
    // Past the code's tries every answer is a refusal, a right code too: say so.
    const tries = outcome.message === OTP_INVALID ? refused + 1 : refused;
    setRefused(tries);
    setProblem(tries >= OTP_MAX_TRIES ? `${outcome.message} ${OTP_USED_UP}` : outcome.message);
    otpRef.current?.focus();
  };

  const clearError = (field: string) => {
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Verify your code">
      {sentTo === undefined && (
        <TextInput
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            setRefused(0);
            clearError('email');
          }}
        />
      )}
      <OtpField
        ref={otpRef}
        value={otp}
        error={errors.otp}
        aria-describedby={hintId}
        onChange={(e) => {
          setOtp(e.target.value);
          clearError('otp');
        }}
        onPaste={(e) => {
          // A code copied from the email may come with spaces, which maxLength would count
          // and cut the last digits off for.
          const digits = e.clipboardData.getData('text').replace(/\D/g, '');
          if (digits.length !== OTP_DIGITS) return;
          e.preventDefault();
          setOtp(digits);
          clearError('otp');
        }}
      />
      {problem && <Problem role="alert">{problem}</Problem>}
      <Button type="submit" loading={pending} disabled={locked}>
        Verify
      </Button>
    </Form>
  );
}
