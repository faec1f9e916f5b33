import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';
import { TextInput } from 'shared/ui/text-input';
import { returningGuestCodeSchema } from 'shared/validation/returning-guest';
import { validate } from 'shared/validation/validate';

export interface ReturningGuestDialogProps {
  /** The server's sentence and the address the code went to; null: closed. */
  sent: { message: string; email: string } | null;
  pending: boolean;
  /** The code's problem (wrong, expired) or the whole answer's. */
  error: string | null;
  /** A right code books the table; the page goes to thank-you. */
  onCode(code: string): void;
  /** Asks the server for another code (guest-register again). */
  onResend(): void;
  onSignIn(): void;
  /** Back to the form, to book with another email. */
  onClose(): void;
}

const CODE_FORM_ID = 'returning-guest-code';

/**
 * A returning guest books the table they hold by the code emailed to them: no password, no
 * account state told to whoever typed the email.
 */
export function ReturningGuestDialog({
  sent,
  pending,
  error,
  onCode,
  onResend,
  onSignIn,
  onClose,
}: ReturningGuestDialogProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = fieldError ?? error;

  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  if (!sent) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(returningGuestCodeSchema, { email: sent.email, code: code.trim() });
    if (!result.ok) {
      setFieldError(result.errors.code ?? null);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    onCode(result.data.code);
  };

  return (
    <Modal
      open
      title="Book with your email"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onSignIn}>
            Sign in instead
          </Button>
          <Button variant="secondary" onClick={onResend} disabled={pending}>
            Send a new code
          </Button>
          <Button type="submit" form={CODE_FORM_ID} disabled={pending}>
            Book my table
          </Button>
        </>
      }
    >
      <p>{sent.message}</p>
      <form id={CODE_FORM_ID} noValidate onSubmit={submit}>
        <TextInput
          ref={input}
          label={`Code sent to ${sent.email}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={shown}
          onChange={(event) => {
            setCode(event.target.value);
            setFieldError(null);
          }}
        />
      </form>
    </Modal>
  );
}
