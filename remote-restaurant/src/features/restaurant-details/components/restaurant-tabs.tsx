import styled from '@emotion/styled';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { colors, focusRing } from 'shared/ui/theme';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

const TabList = styled.div({
  display: 'flex',
  gap: 4,
  borderBottom: `1px solid ${colors.line}`,
  overflowX: 'auto',
});

// `selected` is an HTML attribute, so emotion would pass it through to the button.
const Tab = styled('button', { shouldForwardProp: (prop) => prop !== 'isSelected' })<{
  isSelected: boolean;
}>(({ isSelected: selected }) => ({
  flex: '0 0 auto',
  minHeight: 44,
  padding: '0 16px',
  border: 'none',
  borderBottom: `3px solid ${selected ? colors.brand : 'transparent'}`,
  background: 'transparent',
  color: selected ? colors.brand : colors.ink,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing(-3),
}));

const Panel = styled.div({
  paddingTop: 8,
  '&:focus-visible': focusRing(),
});

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys move and select, Home and
 * End jump. Every panel stays mounted (hidden) so aria-controls always points at something.
 */
export function RestaurantTabs({ label, tabs }: { label: string; tabs: TabItem[] }) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    if (!next) return;
    setSelectedId(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <Tab
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              isSelected={selected}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selectedId}
          tabIndex={0}
        >
          {tab.panel}
        </Panel>
      ))}
    </div>
  );
}
