import { PageMeta } from 'shared/ui/page-meta';
import { ActivateAccount } from '../../features/activation/components/activate-account';
import { AccountPage as Page } from '../../components/account-page';

export default function ActivateAccountPage() {
  return (
    <Page width={520}>
      <PageMeta title="Activate your account" description="Activate your TableHop account." />
      <h1>Activate your account</h1>
      <ActivateAccount />
    </Page>
  );
}
