import { useNavigate } from 'shared/router';
import { Button } from 'shared/ui/button';
import { Modal } from 'shared/ui/modal';
import { INVALID_ACCESS } from '../api/messages';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { Problem } from './form-parts';

/**
 * reset-password opened without an email (spec section 2): the 'Invalid Access' dialog, then
 * sign-in after the redirect delay. It cannot be dismissed, as there is nothing behind it.
 */
export function InvalidAccessDialog() {
  const navigate = useNavigate();
  useRedirectAfter('/sign-in');
  return (
    <Modal
      open
      title="Invalid Access"
      actions={<Button onClick={() => navigate('/sign-in', { replace: true })}>Go to Login</Button>}
    >
      <Problem role="alert">{INVALID_ACCESS}</Problem>
    </Modal>
  );
}
