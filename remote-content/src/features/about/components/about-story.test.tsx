import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import { AboutStory } from './about-story';

it('tells the story under its own headings and links home', () => {
  render(
    <MemoryRouter>
      <AboutStory />
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'How it started',
    'What we do',
    'What we believe',
  ]);
  expect(screen.getByText(/began with a simple idea/)).toBeInTheDocument();
  const home = screen.getAllByRole('link');
  expect(home.map((link) => link.textContent)).toEqual(['TableHop home page', 'Find a table']);
  for (const link of home) expect(link).toHaveAttribute('href', '/');
});
