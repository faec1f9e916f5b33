import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, focusRing } from 'shared/ui/theme';

const Banner = styled.header({
  padding: '48px 24px',
  borderRadius: 16,
  background: `linear-gradient(135deg, ${colors.brand}, ${colors.brandDark})`,
  color: '#fff',
  textAlign: 'center',
  h1: { margin: '0 0 8px', fontSize: 40 },
  p: { margin: '0 auto', maxWidth: 560, fontSize: 18, lineHeight: 1.5 },
  a: { color: '#fff', fontWeight: 700 },
  'a:focus-visible': focusRing(2, '#fff'),
});

/** The FAQ page's banner; the page puts its heading and intro in it. */
export function FaqBanner({ children }: { children: ReactNode }) {
  return <Banner>{children}</Banner>;
}
