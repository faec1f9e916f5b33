import { PRODUCT_NAME } from 'shared/constants';

/** Full page title: the page's own title followed by the product name. */
export const pageTitle = (title: string) => `${title} | ${PRODUCT_NAME}`;

/** Page title and description; React 19 hoists both into <head>. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
