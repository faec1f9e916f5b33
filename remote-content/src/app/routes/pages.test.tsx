import '@testing-library/jest-dom';
import fs from 'node:fs';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import FaqPage from './faq-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';
import ContactPage from './contact-page';
import AboutUsPage from './about-us-page';
import PartnerPage from './partner-page';
import TestPage from './test-page';

interface PageCase {
  file: string;
  Page: ComponentType;
  h1: string;
  title: string;
}

const PAGES: PageCase[] = [
  { file: 'faq-page', Page: FaqPage, h1: 'FAQ', title: 'FAQ' },
  {
    file: 'privacy-policy-page',
    Page: PrivacyPolicyPage,
    h1: 'Privacy Policy',
    title: 'Privacy Policy',
  },
  {
    file: 'terms-page',
    Page: TermsPage,
    h1: 'Terms and Conditions',
    title: 'Terms and Conditions',
  },
  { file: 'contact-page', Page: ContactPage, h1: 'Contact Us', title: 'Contact Us' },
  { file: 'about-us-page', Page: AboutUsPage, h1: 'About Us', title: 'About Us' },
  {
    file: 'partner-page',
    Page: PartnerPage,
    h1: 'Register Your Business',
    title: 'Register Your Business',
  },
  { file: 'test-page', Page: TestPage, h1: 'Demo filters', title: 'Demo filters' },
];

describe('remote-content pages', () => {
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
