import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, focusRing, textLink } from 'shared/ui/theme';
import { useScrollToTop } from '../hooks/use-scroll-to-top';

export interface LegalSection {
  /** The section's anchor, for the contents list. */
  id: string;
  title: string;
  body: ReactNode;
}

const Updated = styled.p({ margin: '0 0 16px', color: colors.muted, fontSize: 14 });
const Contents = styled.nav({
  margin: '24px 0 32px',
  padding: '16px 20px',
  borderRadius: 12,
  background: colors.canvas,
  h2: { margin: '0 0 8px', fontSize: 16 },
  ol: { margin: 0, paddingLeft: 20, lineHeight: 1.8 },
});
const Section = styled.section({
  marginBottom: 32,
  lineHeight: 1.65,
  h2: { fontSize: 22, margin: '0 0 12px' },
  p: { margin: '0 0 12px' },
  ul: { margin: '0 0 12px', paddingLeft: 22 },
  li: { marginBottom: 6 },
});
const Body = styled.div({
  a: textLink,
  'a:focus-visible': focusRing(),
});

/**
 * A legal page's body: when it last changed, a contents list, then one h2 section each.
 * It opens scrolled to its top (spec section 2).
 */
export function LegalDocument({
  lastUpdated,
  intro,
  sections,
}: {
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  useScrollToTop();
  return (
    <Body>
      <Updated>Last updated: {lastUpdated}</Updated>
      {intro}
      <Contents aria-label="On this page">
        <h2>On this page</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {sections.map((section, index) => (
        <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{`${index + 1}. ${section.title}`}</h2>
          {section.body}
        </Section>
      ))}
    </Body>
  );
}
