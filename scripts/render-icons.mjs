// Renders the site's icons from shell/icons/tablehop.svg into shell/public as PNGs, with
// Debian's Chromium. Run it after changing the SVG, and commit the PNGs: the build copies
// them and needs no browser. The page links PNGs, not the SVG, because Chrome decodes an SVG
// icon in an isolated document on the page's main thread at first paint (ADR 0037).
// Repeat: node scripts/render-icons.mjs
import { readFileSync } from 'node:fs';
import { launchChromium } from '../e2e/bench/site.mjs';

const root = new URL('../shell/', import.meta.url);
const svg = readFileSync(new URL('icons/tablehop.svg', root), 'utf8');
const icons = [
  // The tab's icon: 16 px at 2x. Its rounded corners stay transparent.
  { file: 'favicon-32.png', size: 32, art: svg },
  // For places that show an icon larger than a tab's: Google Search asks for more than 48 px.
  { file: 'favicon-192.png', size: 192, art: svg },
  // iOS rounds a home-screen icon itself and fills transparent corners with black.
  { file: 'apple-touch-icon.png', size: 180, art: svg.replace(/ rx="[^"]*"/, '') },
];

const browser = await launchChromium();
try {
  for (const { file, size, art } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = art.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0">${sized}</body>`);
    await page.locator('svg').screenshot({
      path: new URL(`public/${file}`, root).pathname,
      omitBackground: true,
    });
    console.log(`shell/public/${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
