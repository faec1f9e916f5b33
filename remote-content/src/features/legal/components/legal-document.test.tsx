import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared/testing/router';
import { LegalDocument } from './legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from './privacy-policy-sections';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from './terms-sections';

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe.each([
  [
    'privacy policy',
    PRIVACY_INTRO,
    PRIVACY_SECTIONS,
    PRIVACY_UPDATED,
    [
      'Information We Collect',
      'How We Use Information',
      'Information Sharing',
      'Data Security',
      'Your Privacy Choices',
    ],
  ],
  [
    'terms',
    TERMS_INTRO,
    TERMS_SECTIONS,
    TERMS_UPDATED,
    [
      'Introduction',
      'License to Use',
      'Acceptable Use',
      'User Content',
      'Limitations of Liability',
    ],
  ],
])('the %s', (_name, intro, sections, updated, titles) => {
  function renderDocument() {
    render(
      <MemoryRouter>
        <LegalDocument lastUpdated={updated} intro={intro} sections={sections} />
      </MemoryRouter>,
    );
  }

  it('has the sections of spec section 2, in order, each with readable text', () => {
    renderDocument();
    titles.forEach((title, i) => {
      const region = screen.getByRole('region', { name: `${i + 1}. ${title}` });
      expect(region.textContent!.length).toBeGreaterThan(200);
    });
    expect(screen.getByText(`Last updated: ${updated}`)).toBeInTheDocument();
  });

  it('lists the sections with links to each', () => {
    renderDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(titles);
    links.forEach((link, i) => {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveAccessibleName(`${i + 1}. ${titles[i]}`);
    });
  });

  it('opens scrolled to its top', () => {
    renderDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
