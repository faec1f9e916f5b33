/**
 * The placeholder shown wherever a picture is missing, as SVG: one constant image, so it can
 * be cached and ETagged. The restaurants' own pictures are JPEGs (ADR 0026).
 */
const WIDTH = 1200;
const HEIGHT = 800;

const PLACEHOLDER =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
  `viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title">` +
  '<title id="title">No image</title>' +
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eceef0"/>` +
  '<circle cx="600" cy="360" r="170" fill="#f7f8f9" stroke="#c9ced3" stroke-width="6"/>' +
  '<circle cx="600" cy="360" r="118" fill="none" stroke="#d5d9dd" stroke-width="4"/>' +
  '<g fill="#b4bbc2">' +
  '<rect x="338" y="220" width="7" height="80" rx="3"/><rect x="352" y="220" width="7" height="80" rx="3"/>' +
  '<rect x="366" y="220" width="7" height="80" rx="3"/><path d="M338 292h35v16q0 28-17 34q-18-6-18-34z"/>' +
  '<rect x="349" y="330" width="14" height="200" rx="7"/>' +
  '<path d="M842 220q30 44 24 150h-24z"/><rect x="840" y="362" width="18" height="168" rx="9"/>' +
  '</g>' +
  '<text x="600" y="660" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ' +
  'font-size="44" fill="#8a929a">No image</text>' +
  '</svg>';

/** Shown wherever an image is missing, so the layout never has a broken-image hole. */
export function placeholderSvg(): string {
  return PLACEHOLDER;
}
