import { useId } from 'react';
import { Button } from 'shared/ui/button';
import { OTP_VERIFIED } from '../api/messages';
import { type ResetGrant, useGoToReset } from '../hooks/use-reset-grant';
import { Stack, Success } from './form-parts';

/**
 * The code is proven: Change Password opens reset-password with the grant. The button takes
 * the focus, since the field that had it is gone, and reads the message out with it.
 */
export function OtpVerified({ grant }: { grant: ResetGrant }) {
  const goToReset = useGoToReset();
  const messageId = useId();
  return (
    <Stack>
      <Success id={messageId} role="status">
        {OTP_VERIFIED}
      </Success>
      <Button autoFocus aria-describedby={messageId} onClick={() => goToReset(grant)}>
        Change Password
      </Button>
    </Stack>
  );
}
