const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** '12.50' -> '£12.50'; a price the API sends as free text is shown as it came. */
export function formatPrice(price: string | number): string {
  const value = typeof price === 'number' ? price : Number(price.trim());
  return typeof price === 'string' && (price.trim() === '' || Number.isNaN(value))
    ? price
    : GBP.format(value);
}

/** Restaurants type their own website; 'www.example.co.uk' must not become a relative link. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website.replace(/^\/+/, '')}`;
}

/** Dialable digits only: '020 7946 0165' -> 'tel:02079460165'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
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
