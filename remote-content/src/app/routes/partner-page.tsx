import styled from '@emotion/styled';
import { Link } from 'shared/router';
import { PageMeta } from 'shared/ui/page-meta';
import { colors, textLink } from 'shared/ui/theme';
import { PartnerForm } from '../../features/message-forms/components/partner-form';

// The form's terms and privacy links too.
const Page = styled.section({
  maxWidth: 760,
  margin: '0 auto',
  padding: '32px 16px 48px',
  a: textLink,
});
const Eyebrow = styled.p({
  margin: 0,
  color: colors.brand,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: 1,
});
const Lead = styled.p({ fontSize: 18, color: colors.muted, margin: '0 0 12px' });
const Benefits = styled.ul({ margin: '0 0 24px', paddingLeft: 22, lineHeight: 1.7 });
const FormCard = styled.section({
  border: `1px solid ${colors.line}`,
  borderRadius: 12,
  padding: 24,
  background: colors.surface,
  h2: { margin: '0 0 16px', fontSize: 22 },
});
const Aside = styled.p({ margin: '24px 0 0', a: { fontWeight: 700 } });

export default function PartnerPage() {
  return (
    <Page>
      <PageMeta
        title="Register Your Business"
        description="Join 15,000+ restaurant partners on TableHop."
      />
      <Eyebrow>Get started</Eyebrow>
      <h1>Register Your Business</h1>
      <Lead>
        Join 15,000+ restaurant partners who fill their tables with TableHop. Tell us about your
        restaurant and our partner team will be in touch.
      </Lead>
      <Benefits>
        <li>Take bookings online around the clock, with no phone calls to answer.</li>
        <li>Reach diners searching for restaurants by name or postcode near you.</li>
        <li>Fill quiet slots and see every reservation in one place.</li>
      </Benefits>
      <FormCard aria-labelledby="partner-form-title">
        <h2 id="partner-form-title">Your details</h2>
        <PartnerForm />
      </FormCard>
      <Aside>
        Have a question before you sign up? <Link to="/contact">Contact us</Link>.
      </Aside>
    </Page>
  );
}
