// Plain JavaScript, so both the Playwright tests and the benchmarks run by node import it.
/* global document, NodeFilter, getComputedStyle -- runs in the page, through page.evaluate */

/**
 * Each distinct (font-size, font-weight) pair of the text laid out on the page, with a sample
 * of its text: each pair costs a phone's first layout about 2 ms (ADR 0034).
 * Pass it to `page.evaluate`, which runs it in the browser: it must use nothing from here.
 */
export function typePairsOnPage() {
  const pairs = {};
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent?.trim();
    if (!text || !element || element.closest('noscript, script, style')) continue;
    if (element.getClientRects().length === 0) continue;
    const style = getComputedStyle(element);
    pairs[`${style.fontSize}/${style.fontWeight}`] ??= text.slice(0, 30);
  }
  return pairs;
}
