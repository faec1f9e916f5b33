import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RestaurantTabs } from './restaurant-tabs';

const TABS = [
  { id: 'about', label: 'About', panel: <p>About text</p> },
  { id: 'menu', label: 'Menu', panel: <p>Menu text</p> },
  { id: 'photos', label: 'Photos', panel: <p>Photo grid</p> },
];

const renderTabs = () => render(<RestaurantTabs label="Restaurant details" tabs={TABS} />);
const tab = (name: string) => screen.getByRole('tab', { name });

function expectSelected(name: string) {
  for (const { label } of TABS) {
    const selected = label === name;
    expect(tab(label)).toHaveAttribute('aria-selected', String(selected));
    expect(tab(label)).toHaveAttribute('tabindex', selected ? '0' : '-1');
  }
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(name);
}

describe('RestaurantTabs', () => {
  it('is a named tablist of tabs, each controlling the tabpanel it labels', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Restaurant details' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'About',
      'Menu',
      'Photos',
    ]);
    for (const { label } of TABS) {
      const panel = document.getElementById(tab(label).getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab(label).id);
    }
  });

  it('starts on the first tab, showing only its panel', () => {
    renderTabs();
    expectSelected('About');
    expect(screen.getByText('About text')).toBeVisible();
    expect(screen.getByText('Menu text')).not.toBeVisible();
    expect(screen.getByText('Photo grid')).not.toBeVisible();
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Photos'));
    expectSelected('Photos');
    expect(screen.getByText('Photo grid')).toBeVisible();
    expect(screen.getByText('About text')).not.toBeVisible();
  });

  it('is one tab stop; ArrowRight and ArrowLeft move focus and selection, wrapping', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(tab('About')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Menu')).toHaveFocus();
    expectSelected('Menu');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('About')).toHaveFocus();
    expectSelected('About');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Photos')).toHaveFocus();
    expectSelected('Photos');
  });

  it('Home and End jump to the first and last tab', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Photos')).toHaveFocus();
    expectSelected('Photos');
    await user.keyboard('{Home}');
    expect(tab('About')).toHaveFocus();
    expectSelected('About');
  });

  it('Tab moves from the selected tab into its panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Menu'));
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Menu' })).toHaveFocus();
  });
});
