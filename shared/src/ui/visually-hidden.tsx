import styled from '@emotion/styled';

/** Read by screen readers, not drawn: for names and news the layout already makes obvious. */
export const VisuallyHidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  // As a heading it would take the browser's heading size and weight: a type pair of its own
  // that the first layout pays for (ADR 0034) although nobody sees it.
  fontSize: 'inherit',
  fontWeight: 'inherit',
});
