/** Each distinct `font-size/font-weight` pair of the page's visible text, with a sample. */
export function typePairsOnPage(): Record<string, string>;
