/**
 * The downloadable menu as a PDF 1.4 file, written object by object. Only the 14 standard
 * fonts are used (every reader has them), so nothing is embedded and the output is a few KB.
 * No dates or ids go in, so equal menus give equal bytes.
 */

export interface MenuPdfItem {
  name: string;
  /** As stored (numeric columns arrive as strings, e.g. '12.50') or as a number of pounds. */
  price: string | number;
  symbol?: string | null;
  description?: string | null;
}

export interface MenuPdfCategory {
  name: string;
  items: readonly MenuPdfItem[];
}

export interface MenuPdfInput {
  restaurantName: string;
  categories: readonly MenuPdfCategory[];
}

type Font = 'regular' | 'bold';
const FONT_NAMES: Record<Font, string> = { regular: '/F1', bold: '/F2' };

// Advance widths (1/1000 em) of ' ' to '~' from Adobe's Helvetica and Helvetica-Bold AFMs:
// right-aligned prices and word wrapping need real metrics, not a guess per character.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const WIDE_CHARS: Record<string, number> = { '—': 1000, '…': 1000, '‰': 1000, '•': 350, '°': 400 };

/** WinAnsi (cp1252) places 0x80-0x9F differently from Latin-1; the rest of 0xA0-0xFF matches. */
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Whitespace of any kind becomes a space; characters WinAnsi lacks lose accents, or become '?'. */
function toWinAnsiChar(char: string): string {
  if (/\s/u.test(char)) return ' ';
  const code = char.codePointAt(0) ?? 0x3f;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return char;
  if (WIN_ANSI_HIGH[char] !== undefined) return char;
  const base = char.normalize('NFD').charAt(0);
  const baseCode = base.codePointAt(0) ?? 0;
  return baseCode >= 0x20 && baseCode < 0x7f ? base : '?';
}

export function winAnsiText(text: string): string {
  return Array.from(text, toWinAnsiChar).join('');
}

function charWidth(char: string, font: Font): number {
  const table = font === 'bold' ? HELVETICA_BOLD : HELVETICA;
  const lookup = (c: string) => {
    const code = c.charCodeAt(0);
    return code >= 0x20 && code < 0x7f ? table[code - 0x20] : undefined;
  };
  return (
    lookup(char) ?? WIDE_CHARS[char] ?? lookup(char.normalize('NFD').charAt(0)) ?? 556 // '£', '€', digits
  );
}

/** Width in points of text that has already been through winAnsiText. */
export function textWidth(text: string, font: Font, size: number): number {
  let total = 0;
  for (const char of text) total += charWidth(char, font);
  return (total * size) / 1000;
}

/** A PDF literal string in WinAnsi bytes; bytes outside printable ASCII as octal escapes. */
export function pdfString(text: string): string {
  let out = '(';
  for (const raw of text) {
    const char = toWinAnsiChar(raw);
    const code = WIN_ANSI_HIGH[char] ?? char.charCodeAt(0);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

export function formatPrice(price: string | number): string {
  const pounds = typeof price === 'number' ? price : Number.parseFloat(price);
  return Number.isFinite(pounds) ? `£${pounds.toFixed(2)}` : String(price);
}

/** Greedy word wrap; a word longer than the line is split wherever it overflows. */
export function wrapText(text: string, font: Font, size: number, maxWidth: number): string[] {
  const words = text.split(' ').filter((word) => word.length > 0);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (textWidth(rest, font, size) > maxWidth) {
      let cut = 1;
      while (cut < rest.length && textWidth(rest.slice(0, cut + 1), font, size) <= maxWidth) {
        cut += 1;
      }
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = MARGIN + 20; // room for the footer

const INK = '0.13 0.13 0.13';
const MUTED = '0.42 0.42 0.42';
const ACCENT = '0.62 0.24 0.16';

function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function textOp(text: string, font: Font, size: number, x: number, y: number, colour: string) {
  return `${colour} rg BT ${FONT_NAMES[font]} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`;
}

function ruleOp(y: number, colour: string, width: number): string {
  return `${colour} RG ${num(width)} w ${MARGIN} ${num(y)} m ${PAGE_WIDTH - MARGIN} ${num(y)} l S`;
}

/** Lays the menu out top to bottom, starting a new page whenever the next block would not fit. */
function layOut({ restaurantName, categories }: MenuPdfInput): string[][] {
  const name = winAnsiText(restaurantName.trim()) || 'Menu';
  const pages: string[][] = [];
  let ops: string[] = [];
  let y = 0;

  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = PAGE_HEIGHT - MARGIN;
    if (pages.length > 1) {
      const running = wrapText(`${name} - menu (continued)`, 'regular', 9, CONTENT_WIDTH)[0] ?? '';
      ops.push(textOp(running, 'regular', 9, MARGIN, y, MUTED));
      y -= 26;
    }
  };
  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };

  newPage();
  for (const line of wrapText(name, 'bold', 26, CONTENT_WIDTH)) {
    y -= 26;
    ensure(0);
    ops.push(textOp(line, 'bold', 26, MARGIN, y, INK));
    y -= 6;
  }
  y -= 16;
  ops.push(textOp('Menu', 'regular', 12, MARGIN, y, MUTED));
  y -= 12;
  ops.push(ruleOp(y, ACCENT, 1.5));
  y -= 10;

  if (categories.every((category) => category.items.length === 0)) {
    y -= 24;
    ops.push(textOp('The menu will be published soon.', 'regular', 11, MARGIN, y, MUTED));
  }

  for (const category of categories) {
    if (category.items.length === 0) continue;
    // Keep a heading with at least its first dish rather than stranded at a page foot.
    ensure(22 + 15 + 8 + 40);
    y -= 22 + 15;
    const heading = wrapText(winAnsiText(category.name), 'bold', 15, CONTENT_WIDTH)[0] ?? '';
    ops.push(textOp(heading, 'bold', 15, MARGIN, y, ACCENT));
    y -= 7;
    ops.push(ruleOp(y, '0.85 0.85 0.85', 0.5));
    y -= 4;

    for (const item of category.items) {
      const price = formatPrice(item.price);
      const priceWidth = textWidth(price, 'bold', 11);
      const textColumn = CONTENT_WIDTH - priceWidth - 18;
      const nameLines = wrapText(winAnsiText(item.name), 'bold', 11, textColumn);
      const symbol = item.symbol ? winAnsiText(item.symbol.trim()) : '';
      const description = item.description
        ? wrapText(winAnsiText(item.description), 'regular', 9.5, textColumn)
        : [];
      ensure(12 + nameLines.length * 14 + description.length * 12.5);
      y -= 12;
      nameLines.forEach((line, index) => {
        y -= 14;
        ops.push(textOp(line, 'bold', 11, MARGIN, y, INK));
        if (index === 0) {
          ops.push(textOp(price, 'bold', 11, PAGE_WIDTH - MARGIN - priceWidth, y, INK));
        }
        if (index === nameLines.length - 1) {
          let end = MARGIN + textWidth(line, 'bold', 11) + 5;
          if (symbol && end + textWidth(symbol, 'regular', 8.5) < MARGIN + textColumn) {
            ops.push(textOp(symbol, 'regular', 8.5, end, y + 1, ACCENT));
            end += textWidth(symbol, 'regular', 8.5) + 5;
          }
          // Dotted leader from the dish to its price, as on a printed menu.
          const leaderEnd = PAGE_WIDTH - MARGIN - priceWidth - 6;
          if (index === 0 && leaderEnd - end > 12) {
            ops.push(
              `0.72 0.72 0.72 RG 0.8 w [0.8 2.6] 0 d ${num(end)} ${num(y + 1)} m ${num(leaderEnd)} ${num(y + 1)} l S [] 0 d`,
            );
          }
        }
      });
      for (const line of description) {
        y -= 12.5;
        ops.push(textOp(line, 'regular', 9.5, MARGIN, y, MUTED));
      }
    }
  }

  const footerName = wrapText(`${name} - menu via TableHop`, 'regular', 8, CONTENT_WIDTH - 80)[0];
  pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    page.push(textOp(footerName ?? '', 'regular', 8, MARGIN, 36, MUTED));
    page.push(
      textOp(label, 'regular', 8, PAGE_WIDTH - MARGIN - textWidth(label, 'regular', 8), 36, MUTED),
    );
  });
  return pages;
}

/** Info-dictionary strings are not WinAnsi; UTF-16BE with a BOM keeps any title intact. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) {
    hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

export function menuPdf(input: MenuPdfInput): Buffer {
  const pages = layOut(input);
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] =
    `<< /Title ${utf16Hex(`${input.restaurantName.trim()} - menu`)} ` +
    '/Producer (TableHop) /Creator (TableHop) >>';
  pages.forEach((ops, index) => {
    const pageId = pageIds[index] ?? 0;
    // Every escape in pdfString is ASCII, so the stream's length in bytes is its length in chars.
    const stream = ops.join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  // The second header line's high bytes tell transfer tools the file is binary.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = offset;
    const part = Buffer.from(`${id} 0 obj\n${objects[id] ?? 'null'}\nendobj\n`, 'latin1');
    parts.push(part);
    offset += part.length;
  }
  // Each xref entry is exactly 20 bytes, hence the trailing space before the newline.
  let xref = `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) {
    xref += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  }
  xref +=
    `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\n` +
    `startxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
