// jest-setup.cjs registers the jest-dom matchers at runtime; this import also brings in their
// TypeScript types, which shared/tsconfig.json does not include otherwise.
import { render } from '@testing-library/react';
import { PageMeta, pageTitle } from 'shared/ui/page-meta';
import { renderPage } from '../../../build/render-page';

/** The title and description the server put in <head>. */
function serveHeadTags(title: string, description: string) {
  const served = document.createElement('title');
  served.textContent = title;
  const servedDescription = Object.assign(document.createElement('meta'), {
    name: 'description',
    content: description,
  });
  document.head.append(served, servedDescription);
  return { served, servedDescription };
}

describe('PageMeta', () => {
  it('pageTitle puts the product name after the page title', () => {
    expect(pageTitle('Home')).toBe('Home | TableHop');
    expect(pageTitle('Search Result')).toBe('Search Result | TableHop');
  });

  it('sets document.title with a <title> in <head>', () => {
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

  it('wins over the title the server sent, which is back once the page is gone', () => {
    const served = document.createElement('title');
    served.textContent = 'FAQ | TableHop';
    document.head.append(served);
    try {
      const { unmount } = render(<PageMeta title="Contact Us" description="Get in touch." />);
      expect(document.title).toBe('Contact Us | TableHop');
      unmount();
      expect(document.title).toBe('FAQ | TableHop');
    } finally {
      served.remove();
    }
  });

  it('leaves the server’s tags untouched when they already say the same (the takeover)', async () => {
    const { served, servedDescription } = serveHeadTags('FAQ | TableHop', 'Answers.');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    try {
      render(<PageMeta title="FAQ" description="Answers." />);
      await Promise.resolve();
      changes.push(...observer.takeRecords());
      expect(changes).toEqual([]);
      expect(document.title).toBe('FAQ | TableHop');
    } finally {
      observer.disconnect();
      served.remove();
      servedDescription.remove();
    }
  });

  it('uses the tags the server sent rather than adding a second of each', () => {
    const { served, servedDescription } = serveHeadTags(
      'Book a table | TableHop',
      'Find a restaurant.',
    );
    try {
      const { rerender, unmount } = render(
        <PageMeta title="Contact Us" description="Get in touch." />,
      );
      rerender(<PageMeta title="FAQ" description="Answers to common questions." />);
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(document.title).toBe('FAQ | TableHop');
      expect(servedDescription).toHaveAttribute('content', 'Answers to common questions.');
      unmount();
      expect(document.title).toBe('Book a table | TableHop');
      expect(servedDescription).toHaveAttribute('content', 'Find a restaurant.');
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
    } finally {
      served.remove();
      servedDescription.remove();
    }
  });

  it('prerendered, leads the page’s HTML with its title and description, escaped', () => {
    const html = renderPage(
      <main>
        <PageMeta title="Fish & Chips" description={'Say "hi" <here>'} />
        <h1>Hi</h1>
      </main>,
      '/',
    );
    expect(html).toBe(
      '<title>Fish &amp; Chips | TableHop</title>' +
        '<meta name="description" content="Say &quot;hi&quot; &lt;here&gt;"/>' +
        '<main><h1>Hi</h1></main>',
    );
  });
});
