import { defaultTreeAdapter, type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/**
 * Every JSON-LD block of an HTML document, parsed as a browser or a crawler parses the page
 * (parse5, the WHATWG parser): text a value smuggled in could end the element early would show.
 */
export function jsonLdBlocks(html: string): unknown[] {
  const found: unknown[] = [];
  const visit = (node: Node) => {
    if (
      defaultTreeAdapter.isElementNode(node) &&
      node.tagName === 'script' &&
      node.attrs.some((attr) => attr.name === 'type' && attr.value === 'application/ld+json')
    ) {
      const text = node.childNodes
        .map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : ''))
        .join('');
      found.push(JSON.parse(text));
    }
    for (const child of (node as { childNodes?: Node[] }).childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return found;
}

/** The document's script elements, by their type attribute ('' when it has none). */
export function scriptTypes(html: string): string[] {
  const types: string[] = [];
  const visit = (node: Node) => {
    if (defaultTreeAdapter.isElementNode(node) && node.tagName === 'script') {
      types.push(node.attrs.find((attr) => attr.name === 'type')?.value ?? '');
    }
    for (const child of (node as { childNodes?: Node[] }).childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return types;
}
