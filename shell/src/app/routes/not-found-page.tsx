import styled from '@emotion/styled';
import { useNavigate } from 'shared/router';
import { Button } from 'shared/ui/button';
import { PageMeta } from 'shared/ui/page-meta';

const Wrap = styled.section({ textAlign: 'center', padding: '64px 16px' });

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Wrap>
      <PageMeta
        title="Page not found"
        description="The page you were looking for does not exist on TableHop."
      />
      <p aria-hidden="true" style={{ fontSize: 64, fontWeight: 700, margin: 0 }}>
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Button onClick={() => navigate('/')}>Home</Button>
    </Wrap>
  );
}
