import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { colors, focusRing, textLink } from 'shared/ui/theme';
import type { FaqEntry } from './faq-entries';

const List = styled.div({ borderTop: `1px solid ${colors.line}` });
const Item = styled.div({ borderBottom: `1px solid ${colors.line}` });
const Question = styled.h2({ margin: 0, fontSize: 18 });
const Toggle = styled.button({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 16,
  padding: '18px 4px',
  border: 0,
  background: 'transparent',
  color: colors.ink,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { color: colors.brand },
  '&:focus-visible': focusRing(),
});
const Sign = styled.span({ fontSize: 24, lineHeight: 1, color: colors.brand });
const Answer = styled.div({
  padding: '0 4px 18px',
  color: colors.ink,
  lineHeight: 1.6,
  p: { margin: 0 },
  a: textLink,
});

/**
 * Spec section 2, FAQ: one answer open at a time; opening another closes it, and clicking
 * the open question closes it too. Each question is a heading holding its toggle button.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <List>
      {entries.map((entry) => {
        const open = openId === entry.id;
        const buttonId = `${baseId}-${entry.id}-question`;
        const panelId = `${baseId}-${entry.id}-answer`;
        return (
          <Item key={entry.id}>
            <Question>
              <Toggle
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
              >
                <span>{entry.question}</span>
                <Sign aria-hidden="true">{open ? '−' : '+'}</Sign>
              </Toggle>
            </Question>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {entry.answer}
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}
