// The six front-end builds and what proves each one is built.
export const APPS = [
  { name: 'shell', marker: 'dist/index.html' },
  { name: 'remote-search', marker: 'dist/mf-manifest.json' },
  { name: 'remote-restaurant', marker: 'dist/mf-manifest.json' },
  { name: 'remote-checkout', marker: 'dist/mf-manifest.json' },
  { name: 'remote-account', marker: 'dist/mf-manifest.json' },
  { name: 'remote-content', marker: 'dist/mf-manifest.json' },
];
