export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

const SIGNATURES: Record<'png' | 'jpeg' | 'pdf', number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

/** The extension of a file name, lower-cased, if it is one we accept. */
export function uploadExtension(fileName: string): UploadExtension | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName);
  const extension = match?.[1]?.toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension ?? '')
    ? (extension as UploadExtension)
    : null;
}

/** How many first bytes `contentMatches` needs to see. */
export const signatureLength = (extension: UploadExtension) =>
  SIGNATURES[extension === 'jpg' ? 'jpeg' : extension].length;

/**
 * Whether the first bytes are what the extension promises. The name alone proves nothing:
 * an HTML page renamed menu.pdf must not be stored and served back as a menu.
 */
export function contentMatches(extension: UploadExtension, content: Uint8Array): boolean {
  const signature = SIGNATURES[extension === 'jpg' ? 'jpeg' : extension];
  return content.length >= signature.length && signature.every((byte, i) => content[i] === byte);
}

/** A file name safe to store and show: no folders, no control characters, bounded. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  return clean.slice(-120) || 'upload';
}
