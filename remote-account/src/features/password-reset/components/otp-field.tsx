import { forwardRef } from 'react';
import { OTP_DIGITS } from 'shared/constants';
import { TextInput, type TextInputProps } from 'shared/ui/text-input';

/**
 * The one-time code: 6 digits (spec section 5). A numeric keypad on phones, and
 * 'one-time-code' lets the phone offer the code from the email or text it just received.
 */
export const OtpField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'label'>>(
  function OtpField(props, ref) {
    return (
      <TextInput
        name="otp"
        autoComplete="one-time-code"
        {...props}
        ref={ref}
        label="OTP"
        inputMode="numeric"
        maxLength={OTP_DIGITS}
      />
    );
  },
);
