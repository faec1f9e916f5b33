/**
 * £ and pence, grouped by thousands, as en-GB currency formatting shows them. Written out
 * rather than with Intl.NumberFormat: the page's first Intl formatter loads the browser's
 * locale data, ~30 ms of a phone's main thread while the restaurant page starts.
 */
function pounds(value: number): string {
  const [whole = '0', pence = '00'] = Math.abs(value).toFixed(2).split('.');
  const sign = value < 0 && Number(`${whole}.${pence}`) !== 0 ? '-' : '';
  return `${sign}£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence}`;
}

/** '12.50' -> '£12.50'; a price the API sends as free text is shown as it came. */
export function formatPrice(price: string | number): string {
  const value = typeof price === 'number' ? price : Number(price.trim());
  // Number('') is 0: a blank price is shown as given, not as £0.00.
  const blank = typeof price === 'string' && price.trim() === '';
  return blank || !Number.isFinite(value) ? String(price) : pounds(value);
}

/** Restaurants type their own website; 'www.example.co.uk' must not become a relative link. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website.replace(/^\/+/, '')}`;
}

/** A Google Maps search for the address, with the postcode when the address lacks it. */
export function mapsHref(address: string, postCode?: string | null): string {
  const withPostcode =
    postCode && !address.toUpperCase().includes(postCode.toUpperCase())
      ? `${address}, ${postCode}`
      : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(withPostcode)}`;
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg']);

export type MenuFileKind = 'image' | 'pdf' | null;

export function menuFileKind(file: { extension: string; file_name: string }): MenuFileKind {
  const extension = (file.extension || file.file_name.split('.').pop() || '')
    .replace(/^\./, '')
    .toLowerCase();
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  return null;
}
