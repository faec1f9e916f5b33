import { forgotPasswordSchema } from 'shared/validation/forgot-password';
import { EmailForm } from '../../../components/email-form';

export interface ForgotPasswordFormProps {
  initialEmail?: string;
  pending: boolean;
  /** Why the last send failed. */
  problem?: string | null;
  /** Called with the checked (trimmed, lower-cased) address. */
  onSubmit(email: string): void;
}

/** Step 1 of the reset (spec section 2): the account's email and Send OTP. */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  return (
    <EmailForm
      label="Request a one-time code"
      action="Send OTP"
      schema={forgotPasswordSchema}
      {...props}
    />
  );
}
