import styled from '@emotion/styled';
import { createContext, useContext } from 'react';
import { Button } from 'shared/ui/button';

/** How the panel asks its route to load the remote again. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

const Panel = styled.section({
  margin: '48px auto',
  maxWidth: 520,
  padding: 24,
  textAlign: 'center',
  background: '#fff',
  borderRadius: 12,
  border: '1px solid #d9dde1',
});

export function RemoteUnavailablePanel() {
  const retry = useContext(RemoteRetryContext);
  return (
    <Panel role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">This part of the site is unavailable</h1>
      <p>We could not load this page just now. The rest of TableHop still works.</p>
      <Button onClick={retry}>Try again</Button>
    </Panel>
  );
}
