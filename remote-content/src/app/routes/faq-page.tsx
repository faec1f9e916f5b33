import styled from '@emotion/styled';
import { Link } from 'shared/router';
import { PageMeta } from 'shared/ui/page-meta';
import { FaqAccordion } from '../../features/faq/components/faq-accordion';
import { FaqBanner } from '../../features/faq/components/faq-banner';
import { FAQ_ENTRIES } from '../../features/faq/components/faq-entries';

const Page = styled.section({
  maxWidth: 880,
  margin: '0 auto',
  padding: '32px 16px 48px',
  display: 'grid',
  gap: 32,
});

export default function FaqPage() {
  return (
    <Page>
      <PageMeta title="FAQ" description="Answers to the questions diners ask most." />
      <FaqBanner>
        <h1>FAQ</h1>
        <p>
          Quick answers about TableHop gift cards: returns, delivery and tracking. Still stuck?{' '}
          <Link to="/contact">Contact us</Link>.
        </p>
      </FaqBanner>
      <FaqAccordion entries={FAQ_ENTRIES} />
    </Page>
  );
}
