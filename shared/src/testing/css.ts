// jsdom leaves @media rules and pseudo-elements out of getComputedStyle: tests of a layout read
// the CSS emotion wrote instead.

/** Every CSS rule in the page, each as text without whitespace. */
export const pageCssRules = (): string[] =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
    .map((rule) => rule.cssText.replace(/\s+/g, ''));

/**
 * The rules naming one of the element's classes, those inside `media` (such as
 * '(max-width: 760px)') only when it is given.
 */
export function cssFor(element: Element, media?: string): string {
  const classes = [...element.classList].map((c) => `.${c}`);
  const inMedia = media && `@media${media.replace(/\s+/g, '')}{`;
  return pageCssRules()
    .filter((rule) => (inMedia ? rule.startsWith(inMedia) : !rule.startsWith('@')))
    .filter((rule) => classes.some((c) => rule.includes(c)))
    .join('\n');
}
