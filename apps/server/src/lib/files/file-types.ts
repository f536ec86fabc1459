/**
 * What may be uploaded, how each kind is recognised from its first bytes, and how it is served.
 * HTML, SVG and scripts are not accepted at all; only raster images are ever served inline.
 */
interface FileKind {
  type: string;
  inline?: boolean;
  matches(bytes: Buffer): boolean;
}

const startsWith =
  (...signature: number[]) =>
  (bytes: Buffer) =>
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
const ascii =
  (text: string, offset = 0) =>
  (bytes: Buffer) =>
    bytes.length >= offset + text.length && bytes.toString('latin1', offset, offset + text.length) === text;
const riff = (form: string) => (bytes: Buffer) => ascii('RIFF')(bytes) && ascii(form, 8)(bytes);

const zip = startsWith(0x50, 0x4b, 0x03, 0x04);
const ole = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const utf8Text = (bytes: Buffer) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

const KINDS: Record<string, FileKind> = {
  png: { type: 'image/png', inline: true, matches: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  jpg: { type: 'image/jpeg', inline: true, matches: startsWith(0xff, 0xd8, 0xff) },
  jpeg: { type: 'image/jpeg', inline: true, matches: startsWith(0xff, 0xd8, 0xff) },
  gif: { type: 'image/gif', inline: true, matches: (b) => ascii('GIF87a')(b) || ascii('GIF89a')(b) },
  bmp: { type: 'image/bmp', inline: true, matches: ascii('BM') },
  webp: { type: 'image/webp', inline: true, matches: riff('WEBP') },
  pdf: { type: 'application/pdf', matches: ascii('%PDF-') },
  doc: { type: 'application/msword', matches: ole },
  xls: { type: 'application/vnd.ms-excel', matches: ole },
  ppt: { type: 'application/vnd.ms-powerpoint', matches: ole },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: zip },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: zip },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: zip },
  txt: { type: 'text/plain; charset=utf-8', matches: utf8Text },
  zip: { type: 'application/zip', matches: zip },
  rar: { type: 'application/vnd.rar', matches: ascii('Rar!\x1a\x07') },
  gz: { type: 'application/gzip', matches: startsWith(0x1f, 0x8b) },
  bz2: { type: 'application/x-bzip2', matches: ascii('BZh') },
  '7z': { type: 'application/x-7z-compressed', matches: startsWith(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c) },
  mp4: { type: 'video/mp4', matches: ascii('ftyp', 4) },
  avi: { type: 'video/x-msvideo', matches: riff('AVI ') },
};

export const ALLOWED_EXTENSIONS: readonly string[] = Object.keys(KINDS);

/** The kinds a browser may show in place: raster images. */
export const RASTER_EXTENSIONS: readonly string[] = ALLOWED_EXTENSIONS.filter((extension) => KINDS[extension].inline);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(extension: string): boolean {
  return Object.hasOwn(KINDS, extension);
}

/** Whether the bytes are what the extension says (a PNG renamed .pdf is not a PDF). */
export function bytesMatchExtension(extension: string, bytes: Buffer): boolean {
  return Object.hasOwn(KINDS, extension) && KINDS[extension].matches(bytes);
}

/** How a stored file is served: its type and whether a browser may show it in place. */
export function servingOf(name: string): { type: string; inline: boolean } {
  const kind = KINDS[extensionOf(name)];
  if (!kind) return { type: 'application/octet-stream', inline: false };
  return { type: kind.type, inline: kind.inline === true };
}
