import { cleanFileName, contentMatches, uploadExtension } from './file-type';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF');
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');

describe('uploadExtension', () => {
  it.each([
    ['menu.png', 'png'],
    ['menu.PNG', 'png'],
    ['photo.jpg', 'jpg'],
    ['photo.JPEG', 'jpeg'],
    ['menu.Pdf', 'pdf'],
    ['archive.tar.pdf', 'pdf'],
  ])('accepts %s as %s', (name, extension) => {
    expect(uploadExtension(name)).toBe(extension);
  });

  it.each(['menu.gif', 'menu.svg', 'menu.html', 'menu.pdf.exe', 'menu', 'png', '.png.', 'menu.'])(
    'refuses %s',
    (name) => {
      expect(uploadExtension(name)).toBeNull();
    },
  );
});

describe('contentMatches', () => {
  // Every accepted extension against every kind of content: only the diagonal passes.
  const contents = { png: PNG, jpeg: JPEG, pdf: PDF, html: HTML, gif: GIF };
  const expected = {
    png: ['png'],
    jpg: ['jpeg'],
    jpeg: ['jpeg'],
    pdf: ['pdf'],
  } as const;

  it.each(Object.entries(expected))('.%s takes only %s content', (extension, kinds) => {
    for (const [kind, content] of Object.entries(contents)) {
      expect([kind, contentMatches(extension as keyof typeof expected, content)]).toEqual([
        kind,
        (kinds as readonly string[]).includes(kind),
      ]);
    }
  });

  it('refuses content shorter than the signature, even when it starts right', () => {
    expect(contentMatches('png', PNG.subarray(0, 7))).toBe(false);
    expect(contentMatches('jpg', JPEG.subarray(0, 2))).toBe(false);
    expect(contentMatches('pdf', PDF.subarray(0, 4))).toBe(false);
    expect(contentMatches('png', new Uint8Array())).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('keeps only the last path segment, without control or markup characters', () => {
    expect(cleanFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(cleanFileName('C:\\Users\\me\\menu.pdf')).toBe('menu.pdf');
    expect(cleanFileName('me"nu<b>\u0000\n.png')).toBe('menub.png');
    expect(cleanFileName('   ')).toBe('upload');
    expect(cleanFileName(`${'a'.repeat(200)}.png`)).toHaveLength(120);
    expect(cleanFileName(`${'a'.repeat(200)}.png`).endsWith('.png')).toBe(true);
  });
});
