import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuFile } from 'shared/api/get-restaurant-files';
import type { MenuFilesView } from '../api/use-menu-files';
import { MENU_FILES, restaurantDetail } from '../testing/restaurant-fixtures';
import { MenuSection } from './menu-section';

const ready = (files: MenuFile[] = []): MenuFilesView => ({ status: 'ready', files });
const NO_CATEGORIES = restaurantDetail({ categories: [], menu_description: null });

describe('MenuSection', () => {
  it('shows the menu description and each category as a collapsible section, the first open', async () => {
    const user = userEvent.setup();
    render(<MenuSection restaurant={restaurantDetail()} files={ready()} />);
    expect(screen.getByText('Our beef pho broth simmers for twelve hours.')).toBeInTheDocument();

    const mains = screen.getByRole('button', { name: 'Mains' });
    const starters = screen.getByRole('button', { name: 'Starters' });
    expect(mains).toHaveAttribute('aria-expanded', 'true');
    expect(starters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Crispy Spring Rolls')).not.toBeInTheDocument();

    await user.click(starters);
    expect(screen.getByText('Crispy Spring Rolls')).toBeVisible();
  });

  it('shows each item with its name, symbol, price in pounds and description', () => {
    render(<MenuSection restaurant={restaurantDetail()} files={ready()} />);
    const [pho, fish] = screen.getAllByRole('listitem');
    expect(within(pho!).getByText('Pho Bo')).toBeInTheDocument();
    expect(within(pho!).getByText('GF')).toBeInTheDocument();
    expect(within(pho!).getByText('£9.50')).toBeInTheDocument();
    expect(
      within(pho!).getByText('Beef noodle soup, rare steak, brisket, herbs'),
    ).toBeInTheDocument();
    // '12' from the API is still a price in pounds and pence.
    expect(within(fish!).getByText('£12.00')).toBeInTheDocument();
    expect(fish).toHaveTextContent(/^Caramel Clay Pot Fish£12\.00$/);
  });

  it('names each dietary mark and explains the ones used in a key below the menu', () => {
    const restaurant = restaurantDetail();
    const [mains] = restaurant.categories;
    const withMarks = {
      ...restaurant,
      categories: [
        {
          ...mains!,
          menus: [...mains!.menus, { ...mains!.menus[0]!, name: 'Tofu', symbol: 'VG' }],
        },
        ...restaurant.categories.slice(1),
      ],
    };
    render(<MenuSection restaurant={withMarks} files={ready()} />);
    const [pho] = screen.getAllByRole('listitem');
    expect(within(pho!).getByRole('img', { name: 'Gluten free' })).toHaveTextContent('GF');
    expect(screen.getByRole('img', { name: 'Vegan' })).toHaveTextContent('VG');
    // Only the marks this menu uses, in a fixed order.
    expect(screen.getByText(/^Key:/)).toHaveTextContent(/^Key: VG vegan, GF gluten free$/);
  });

  it('shows an image file as an image and a PDF as a link that opens in a new tab', () => {
    render(<MenuSection restaurant={restaurantDetail()} files={ready(MENU_FILES)} />);
    expect(screen.getByRole('heading', { name: 'Menu files' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Menu: sunday-menu.png' })).toHaveAttribute(
      'src',
      '/api/v1/files/menus/3.png',
    );
    const pdf = screen.getByRole('link', { name: 'lunch-menu.pdf (PDF, opens in a new tab)' });
    expect(pdf).toHaveAttribute('href', '/api/v1/files/menus/2.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['jpg', 'img'],
    ['JPEG', 'img'],
    ['.png', 'img'],
    ['PDF', 'link'],
  ])('treats the extension %p as an %s', (extension, role) => {
    const file = { id: 9, file_name: 'menu', extension, url: 'files/menus/9' };
    render(<MenuSection restaurant={NO_CATEGORIES} files={ready([file])} />);
    expect(screen.getByRole(role, { name: /menu/i })).toBeInTheDocument();
  });

  it('leaves out files that are neither an image nor a PDF', () => {
    const doc = { id: 9, file_name: 'menu.docx', extension: 'docx', url: 'files/menus/9.docx' };
    render(<MenuSection restaurant={restaurantDetail()} files={ready([doc])} />);
    expect(screen.queryByRole('heading', { name: 'Menu files' })).not.toBeInTheDocument();
    expect(screen.queryByText(/menu\.docx/)).not.toBeInTheDocument();
  });

  it("says 'No menu found' with neither categories nor files", () => {
    render(<MenuSection restaurant={NO_CATEGORIES} files={ready()} />);
    expect(screen.getByText('No menu found')).toBeInTheDocument();
  });

  it("says 'No menu found' when the categories have no items and the only file cannot be shown", () => {
    const restaurant = restaurantDetail({ categories: [{ name: 'Mains', menus: [] }] });
    const doc = { id: 9, file_name: 'menu.docx', extension: 'docx', url: 'files/menus/9.docx' };
    render(<MenuSection restaurant={restaurant} files={ready([doc])} />);
    expect(screen.getByText('No menu found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mains' })).not.toBeInTheDocument();
  });

  it('shows the files alone when there are no categories', () => {
    render(<MenuSection restaurant={NO_CATEGORIES} files={ready(MENU_FILES)} />);
    expect(screen.queryByText('No menu found')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Menu: sunday-menu.png' })).toBeInTheDocument();
  });

  it("does not say 'No menu found' before the files have come", () => {
    render(<MenuSection restaurant={NO_CATEGORIES} files={{ status: 'loading' }} />);
    expect(screen.getByRole('status', { name: 'Loading menu' })).toBeInTheDocument();
    expect(screen.queryByText('No menu found')).not.toBeInTheDocument();
  });

  it('shows the categories while the files are still loading', () => {
    render(<MenuSection restaurant={restaurantDetail()} files={{ status: 'loading' }} />);
    expect(screen.getByRole('button', { name: 'Mains' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading menu files' })).toBeInTheDocument();
  });
});
