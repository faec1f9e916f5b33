import { useContext, useEffect } from 'react';
import { PRODUCT_NAME } from 'shared/constants';
import { PrerenderHeadContext } from 'shared/prerender/prerendering';

/** Full page title: the page's own title followed by the product name. */
export const pageTitle = (title: string) => `${title} | ${PRODUCT_NAME}`;

/**
 * Page title and description, in <head> while the page is shown. Put first there: a document's
 * title is its first <title>, so the page's wins over the one the server sent, and that one
 * is back once the page is gone. Prerendered, the page's HTML carries them for the server to
 * put in <head> (ADR 0017).
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const head = useContext(PrerenderHeadContext);
  if (head) Object.assign(head, { title: pageTitle(title), description });

  useEffect(() => {
    const titleTag = document.createElement('title');
    titleTag.textContent = pageTitle(title);
    const descriptionTag = document.createElement('meta');
    descriptionTag.name = 'description';
    descriptionTag.content = description;
    document.head.prepend(titleTag, descriptionTag);
    return () => {
      titleTag.remove();
      descriptionTag.remove();
    };
  }, [title, description]);

  return null;
}
