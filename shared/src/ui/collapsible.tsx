import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { colors, focusRing } from 'shared/ui/theme';

export interface CollapsibleProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Always open, with no toggle (spec: "an always-open option"). */
  alwaysOpen?: boolean;
  /**
   * Called when the diner reaches for the toggle (a pointer over it, a touch, the focus),
   * so content that loads on opening can start before the click.
   */
  onReach?: () => void;
}

const Block = styled.section({ borderBottom: `1px solid ${colors.line}`, padding: '12px 0' });
const Toggle = styled.button({
  all: 'unset',
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  cursor: 'pointer',
  '&:focus-visible': focusRing(0),
});
// 16 px bold, the size of body text and of review titles: another size would be one more type
// pair for the restaurant page's first layout (ADR 0034). The toggle inside takes the heading's
// font (`all: unset` makes it inherit).
const Heading = styled.h3({ margin: 0, fontSize: 16 });

export function Collapsible({
  title,
  children,
  defaultOpen = false,
  alwaysOpen = false,
  onReach,
}: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen || alwaysOpen);
  // A closed section's content is built on its first opening, then kept (its state with it):
  // the restaurant page's closed booking sections (a whole month calendar among them) cost a
  // phone ~50 ms of its first render for content nobody could see yet.
  const regionId = useId();
  const isOpen = alwaysOpen || open;
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return (
    <Block>
      {alwaysOpen ? (
        <Heading>{title}</Heading>
      ) : (
        <Heading>
          <Toggle
            type="button"
            aria-expanded={isOpen}
            aria-controls={regionId}
            onClick={() => setOpen((v) => !v)}
            onPointerEnter={onReach}
            onTouchStart={onReach}
            onFocus={onReach}
          >
            <span>{title}</span>
            <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
          </Toggle>
        </Heading>
      )}
      <div id={regionId} hidden={!isOpen} style={{ paddingTop: 8 }}>
        {opened && children}
      </div>
    </Block>
  );
}
