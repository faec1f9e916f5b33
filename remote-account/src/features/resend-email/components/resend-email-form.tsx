import { resendEmailSchema } from 'shared/validation/resend-email';
import { EmailForm } from '../../../components/email-form';

export interface ResendEmailFormProps {
  initialEmail?: string;
  pending: boolean;
  /** Called with the checked (trimmed, lower-cased) address. */
  onSubmit(email: string): void;
}

/** The email (spec section 5: 'Email is required.', 'Invalid email format.') and Resend Email. */
export function ResendEmailForm(props: ResendEmailFormProps) {
  return (
    <EmailForm
      label="Resend the activation email"
      action="Resend Email"
      schema={resendEmailSchema}
      {...props}
    />
  );
}
