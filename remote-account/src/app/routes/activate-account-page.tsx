import styled from '@emotion/styled';
import { PageMeta } from 'shared/ui/page-meta';
import { ActivateAccount } from '../../features/activation/components/activate-account';

const Page = styled.section({ maxWidth: 520, margin: '0 auto', padding: '32px 16px 48px' });

export default function ActivateAccountPage() {
  return (
    <Page>
      <PageMeta title="Activate your account" description="Activate your TableHop account." />
      <h1>Activate your account</h1>
      <ActivateAccount />
    </Page>
  );
}
