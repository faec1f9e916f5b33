import styled from '@emotion/styled';
import { Link } from 'shared/router';
import { PageMeta } from 'shared/ui/page-meta';
import { colors, media, textLink } from 'shared/ui/theme';
import { ContactCards } from '../../features/message-forms/components/contact-cards';
import { ContactForm } from '../../features/message-forms/components/contact-form';

const Page = styled.section({ maxWidth: 1120, margin: '0 auto', padding: '32px 16px 48px' });
const Intro = styled.p({
  margin: '0 0 24px',
  fontSize: 18,
  color: colors.muted,
  a: { ...textLink, fontWeight: 700 },
});
const Columns = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: 32,
  alignItems: 'start',
  [media.upToMd]: { gridTemplateColumns: '1fr' },
});
const FormCard = styled.section({
  border: `1px solid ${colors.line}`,
  borderRadius: 12,
  padding: 24,
  background: colors.surface,
  h2: { margin: '0 0 16px', fontSize: 22 },
});

export default function ContactPage() {
  return (
    <Page>
      <PageMeta title="Contact Us" description="Get in touch with the TableHop team." />
      <h1>Contact Us</h1>
      <Intro>
        Send us a message and we will get back to you as soon as we can. Looking for a quick answer?
        Try our <Link to="/faq">FAQ</Link>.
      </Intro>
      <Columns>
        <FormCard aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm />
        </FormCard>
        <ContactCards />
      </Columns>
    </Page>
  );
}
