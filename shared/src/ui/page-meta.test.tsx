// jest-setup.cjs registers the jest-dom matchers at runtime; this import also brings in their
// TypeScript types, which shared/tsconfig.json does not include otherwise.
import { render } from '@testing-library/react';
import { PageMeta, pageTitle } from 'shared/ui/page-meta';

describe('PageMeta', () => {
  it('pageTitle puts the product name after the page title', () => {
    expect(pageTitle('Home')).toBe('Home | TableHop');
    expect(pageTitle('Search Result')).toBe('Search Result | TableHop');
  });

  it('sets document.title, hoisting <title> into <head>', () => {
    render(<PageMeta title="Home" description="Book a table near you." />);
    expect(document.title).toBe('Home | TableHop');
    expect(document.head.querySelector('title')).toHaveTextContent('Home | TableHop');
  });

  it('sets the description meta in <head>', () => {
    render(<PageMeta title="FAQ" description="Answers to common questions." />);
    const meta = document.head.querySelector('meta[name="description"]');
    expect(meta).toHaveAttribute('content', 'Answers to common questions.');
  });

  it('follows a change of page', () => {
    const { rerender } = render(<PageMeta title="Home" description="Home page." />);
    rerender(<PageMeta title="Search Result" description="Results." />);
    expect(document.title).toBe('Search Result | TableHop');
  });

  it('removes its tags when unmounted', () => {
    const { unmount } = render(<PageMeta title="Contact Us" description="Get in touch." />);
    expect(document.title).toBe('Contact Us | TableHop');
    unmount();
    expect(document.title).toBe('');
    expect(document.head.querySelector('title')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
