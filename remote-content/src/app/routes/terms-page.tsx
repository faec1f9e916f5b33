import styled from '@emotion/styled';
import { PageMeta } from 'shared/ui/page-meta';
import { LegalDocument } from '../../features/legal/components/legal-document';
import {
  TERMS_INTRO,
  TERMS_SECTIONS,
  TERMS_UPDATED,
} from '../../features/legal/components/terms-sections';

const Page = styled.section({ maxWidth: 800, margin: '0 auto', padding: '32px 16px 48px' });

export default function TermsPage() {
  return (
    <Page>
      <PageMeta title="Terms and Conditions" description="The terms of using TableHop." />
      <h1>Terms and Conditions</h1>
      <LegalDocument lastUpdated={TERMS_UPDATED} intro={TERMS_INTRO} sections={TERMS_SECTIONS} />
    </Page>
  );
}
