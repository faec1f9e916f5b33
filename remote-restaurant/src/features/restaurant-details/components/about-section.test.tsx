import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LUNCH_AND_DINNER, restaurantDetail } from '../testing/restaurant-fixtures';
import { AboutSection } from './about-section';

// A Wednesday in London.
const WEDNESDAY = new Date('2026-06-10T12:00:00Z');

const detail = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('AboutSection', () => {
  it("shows the name as an always-open section with the description and all the restaurant's tags", () => {
    render(<AboutSection restaurant={restaurantDetail()} now={WEDNESDAY} />);
    expect(screen.getByRole('heading', { name: 'Saigon Kitchen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Saigon Kitchen' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Steaming bowls of pho with broth simmered overnight.'),
    ).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual([
      'Vegan options',
      'Private dining',
      'Family friendly',
    ]);
  });

  it('links the website (new tab), the phone (tel:) and the address (maps search)', () => {
    render(<AboutSection restaurant={restaurantDetail()} now={WEDNESDAY} />);
    const website = screen.getByRole('link', { name: /www\.saigonkitchen\.co\.uk/ });
    expect(website).toHaveAttribute('href', 'https://www.saigonkitchen.co.uk');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).toHaveAccessibleName('https://www.saigonkitchen.co.uk (opens in a new tab)');

    expect(screen.getByRole('link', { name: '020 7946 0165' })).toHaveAttribute(
      'href',
      'tel:02079460165',
    );

    const address = screen.getByRole('link', { name: /173 Goldhawk Road/ });
    expect(address).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=173%20Goldhawk%20Road%2C%20London%20W6%200RE',
    );
    expect(address).toHaveAttribute('target', '_blank');
  });

  it("says 'No Website Available' without a website, and 'N/A' for missing tags, phone and address", () => {
    render(
      <AboutSection
        restaurant={restaurantDetail({
          website: null,
          phone: null,
          address: null,
          label_tags: [],
          about_label_tags: [],
        })}
        now={WEDNESDAY}
      />,
    );
    expect(detail('Website')).toHaveTextContent(/^No Website Available$/);
    expect(detail('Tags')).toHaveTextContent(/^N\/A$/);
    expect(detail('Phone')).toHaveTextContent(/^N\/A$/);
    expect(detail('Address')).toHaveTextContent(/^N\/A$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds the postcode to the maps search when the address lacks it', () => {
    render(
      <AboutSection
        restaurant={restaurantDetail({ address: '12 Deansgate, Manchester', post_code: 'M3 2BW' })}
        now={WEDNESDAY}
      />,
    );
    expect(screen.getByRole('link', { name: /12 Deansgate/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Deansgate%2C%20Manchester%2C%20M3%202BW',
    );
  });

  it("lists opening hours Monday to Sunday, each service (lunch, dinner), 'Closed' when shut, today marked", () => {
    render(
      <AboutSection
        restaurant={restaurantDetail({
          aval_slots: {
            wednesday: LUNCH_AND_DINNER,
            saturday: [{ slot_start: '09:00', slot_end: '09:30' }],
          },
        })}
        now={WEDNESDAY}
      />,
    );
    const table = screen.getByRole('table', { name: 'Opening hours' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Monday', 'Closed'],
      ['Tuesday', 'Closed'],
      ['Wednesday', '12:00 PM – 2:30 PM, 5:30 PM – 10:30 PM'],
      ['Thursday', 'Closed'],
      ['Friday', 'Closed'],
      ['Saturday', '9:00 AM – 9:30 AM'],
      ['Sunday', 'Closed'],
    ]);
    expect(within(table).getByRole('row', { current: 'date' })).toHaveTextContent('Wednesday');
  });

  it('opening hours is a collapsible section, open to start with', async () => {
    const user = userEvent.setup();
    render(<AboutSection restaurant={restaurantDetail()} now={WEDNESDAY} />);
    const toggle = screen.getByRole('button', { name: 'Opening hours' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('table', { name: 'Opening hours' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('table', { hidden: true })).not.toBeVisible();
  });
});
