import styled from '@emotion/styled';
import { PageMeta } from 'shared/ui/page-meta';
import { LegalDocument } from '../../features/legal/components/legal-document';
import {
  PRIVACY_INTRO,
  PRIVACY_SECTIONS,
  PRIVACY_UPDATED,
} from '../../features/legal/components/privacy-policy-sections';

const Page = styled.section({ maxWidth: 800, margin: '0 auto', padding: '32px 16px 48px' });

export default function PrivacyPolicyPage() {
  return (
    <Page>
      <PageMeta
        title="Privacy Policy"
        description="How TableHop collects, uses and protects your data."
      />
      <h1>Privacy Policy</h1>
      <LegalDocument
        lastUpdated={PRIVACY_UPDATED}
        intro={PRIVACY_INTRO}
        sections={PRIVACY_SECTIONS}
      />
    </Page>
  );
}
