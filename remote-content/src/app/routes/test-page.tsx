import styled from '@emotion/styled';
import { PageMeta } from 'shared/ui/page-meta';
import { colors } from 'shared/ui/theme';
import { DemoFilters } from '../../features/demo-filters/components/demo-filters';

const Page = styled.section({ maxWidth: 760, margin: '0 auto', padding: '32px 16px 48px' });
const Lead = styled.p({ margin: '0 0 24px', color: colors.muted });

export default function TestPage() {
  return (
    <Page>
      <PageMeta title="Demo filters" description="Sample search filters." />
      <h1>Demo filters</h1>
      <Lead>
        Sample filter widgets. They search nothing: the summary shows what they are set to.
      </Lead>
      <DemoFilters />
    </Page>
  );
}
