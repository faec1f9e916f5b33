import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import { ReadingLead, readingText } from './reading-lead';

const pathOf = (kind: string) => `/search-result?name=Soho&reading=${kind}`;
const renderLead = (readings: Parameters<typeof ReadingLead>[0]['readings']) =>
  render(
    <MemoryRouter>
      <p data-testid="lead">
        <ReadingLead words="Soho" readings={readings} pathOf={pathOf} />
      </p>
    </MemoryRouter>,
  );

describe('readingText', () => {
  it('names each reading as the diner reads it', () => {
    expect(readingText({ kind: 'cuisine', cuisine: 'Italian' }, 'pizza')).toBe(
      'Italian restaurants',
    );
    expect(readingText({ kind: 'place', place: 'Leeds' }, 'leeds')).toBe('Near Leeds');
    expect(readingText({ kind: 'cuisine', cuisine: 'Indian', place: 'Leeds' }, 'x')).toBe(
      'Indian restaurants near Leeds',
    );
    expect(readingText({ kind: 'name' }, 'Soho')).toBe('Restaurants named “Soho”');
  });
});

describe('ReadingLead', () => {
  it('shows the words until the search says how it read them', () => {
    renderLead(undefined);
    expect(screen.getByTestId('lead')).toHaveTextContent('Restaurants for “Soho”');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says which reading it used and links to the other', () => {
    renderLead({ used: { kind: 'name' }, others: [{ kind: 'place', place: 'Soho' }] });
    expect(screen.getByTestId('lead')).toHaveTextContent(
      'Restaurants named “Soho”. Or see restaurants near Soho',
    );
    expect(screen.getByRole('link', { name: 'restaurants near Soho' })).toHaveAttribute(
      'href',
      '/search-result?name=Soho&reading=place',
    );
  });

  it('offers the name back from the place', () => {
    renderLead({ used: { kind: 'place', place: 'Soho' }, others: [{ kind: 'name' }] });
    expect(screen.getByTestId('lead')).toHaveTextContent(
      'Near Soho. Or see restaurants named “Soho”',
    );
    expect(screen.getByRole('link', { name: 'restaurants named “Soho”' })).toHaveAttribute(
      'href',
      '/search-result?name=Soho&reading=name',
    );
  });
});
