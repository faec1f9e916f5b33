import { useContext, useEffect } from 'react';
import { PRODUCT_NAME } from 'shared/constants';
import { PrerenderHeadContext } from 'shared/prerender/prerendering';

/** Full page title: the page's own title followed by the product name. */
export const pageTitle = (title: string) => `${title} | ${PRODUCT_NAME}`;

/**
 * Gives <head>'s tag matching `selector` the value `value` while the page is shown: the tag
 * already there (the server's) or, when there is none, a new one put first. Returns what puts
 * it back. One tag of each kind, not a second beside the server's: crawlers that run scripts
 * read either.
 */
function holdHeadTag<T extends HTMLElement>(
  selector: string,
  create: () => T,
  value: string,
  { read, write }: { read: (tag: T) => string; write: (tag: T, value: string) => void },
): () => void {
  const served = document.head.querySelector<T>(selector);
  const tag = served ?? create();
  const before = served ? read(served) : null;
  // The server's tag usually says this already (ADR 0017): rewriting the title costs the
  // takeover's commit several milliseconds on a phone for nothing.
  if (before !== value) write(tag, value);
  if (!served) document.head.prepend(tag);
  return () => {
    if (served && before !== null) write(served, before);
    else tag.remove();
  };
}

const titleText = {
  read: (tag: HTMLTitleElement) => tag.textContent ?? '',
  write: (tag: HTMLTitleElement, value: string) => {
    tag.textContent = value;
  },
};
const metaContent = {
  read: (tag: HTMLMetaElement) => tag.content,
  write: (tag: HTMLMetaElement, value: string) => {
    tag.content = value;
  },
};

/**
 * Page title and description, in <head> while the page is shown, and the server's back once
 * it is gone. Prerendered, the page's HTML carries them for the server to put in <head>
 * (ADR 0017).
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const head = useContext(PrerenderHeadContext);
  if (head) Object.assign(head, { title: pageTitle(title), description });

  useEffect(() => {
    const restoreTitle = holdHeadTag(
      'title',
      () => document.createElement('title'),
      pageTitle(title),
      titleText,
    );
    const restoreDescription = holdHeadTag(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      description,
      metaContent,
    );
    return () => {
      restoreDescription();
      restoreTitle();
    };
  }, [title, description]);

  return null;
}
