import '@testing-library/jest-dom';
import fs from 'node:fs';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import RestaurantPage from './restaurant-page';

interface PageCase {
  file: string;
  Page: ComponentType;
  h1: string;
  title: string;
}

const PAGES: PageCase[] = [
  { file: 'restaurant-page', Page: RestaurantPage, h1: 'Restaurant', title: 'Restaurant' },
];

describe('remote-restaurant pages', () => {
  it('covers every page file in src/app/routes', () => {
    const files = fs
      .readdirSync(__dirname)
      .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
      .map((f) => f.replace(/\.tsx$/, ''))
      .sort();
    expect(PAGES.map((p) => p.file).sort()).toEqual(files);
  });

  describe.each(PAGES)('$file', ({ Page, h1, title }) => {
    it(`renders the h1 "${h1}"`, () => {
      render(<Page />);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    });

    it(`sets document.title to "${title} | TableHop" and a description`, () => {
      const { unmount } = render(<Page />);
      expect(document.title).toBe(`${title} | TableHop`);
      const description = document.head.querySelector('meta[name="description"]');
      expect(description?.getAttribute('content')).toMatch(/\S/);
      unmount();
      expect(document.title).toBe('');
    });
  });
});
