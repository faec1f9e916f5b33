import styled from '@emotion/styled';
import { PageMeta } from 'shared/ui/page-meta';
import { AboutStory } from '../../features/about/components/about-story';

const Page = styled.section({ maxWidth: 760, margin: '0 auto', padding: '32px 16px 48px' });

export default function AboutUsPage() {
  return (
    <Page>
      <PageMeta title="About Us" description="The story behind TableHop." />
      <h1>About Us</h1>
      <AboutStory />
    </Page>
  );
}
