import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

// The certificates' CJK font (docs/certificates.md): Noto Sans SC (SIL Open Font License) from an
// npm package, so a fresh machine without Chinese system fonts draws Chinese after `npm ci`. A
// TrueType file (glyf outlines): pdf-lib subsets those reliably, so each PDF carries only the
// glyphs it uses.
const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

let fontBytes: Uint8Array | undefined;

/** The font file's bytes, read once per process (about 10 MB). */
export function certificateFontBytes(): Uint8Array {
  fontBytes ??= new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(FONT_FILE)));
  return fontBytes;
}

type ParsedFont = ReturnType<Fontkit['create']>;
const parsed = new WeakMap<Uint8Array, ParsedFont>();

/**
 * fontkit for pdf-lib that parses each font's bytes once: pdf-lib calls create() for every
 * document, and parsing a 10 MB CJK font per certificate would cost most of the run's time. The
 * parsed font is only read (its glyph cache grows once), and every subset is a new object.
 */
export const cachedFontkit: Fontkit = {
  create(buffer: Uint8Array, postscriptName?: string) {
    if (postscriptName) return fontkit.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = evenGlyphSubsets(fontkit.create(buffer));
      parsed.set(buffer, font);
    }
    return font;
  },
};

/** The parts of fontkit's TrueType subset that the padding below touches. */
interface TrueTypeSubset {
  glyf?: Uint8Array[];
  offset?: number;
  _addGlyph?: (gid: number) => number;
}

/**
 * A small subset gets the short `loca` format, which stores offsets halved: every glyph must then
 * take an even number of bytes. The large font keeps odd-length glyphs (its long `loca` allows
 * them), and fontkit copies them as they are, so without padding every glyph after an odd one is
 * read from the wrong place and drawn empty or as another glyph. Each copied glyph is padded to
 * an even length (a trailing zero byte is allowed after glyph data).
 */
function evenGlyphSubsets(font: ParsedFont): ParsedFont {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    const internals = subset as unknown as TrueTypeSubset;
    const addGlyph = internals._addGlyph?.bind(subset);
    if (!addGlyph) return subset;
    internals._addGlyph = (gid: number) => {
      const index = addGlyph(gid);
      const glyf = internals.glyf;
      const bytes = glyf?.[index];
      if (glyf && bytes && bytes.length % 2 === 1) {
        // fontkit's bundle brings its own Buffer class, and its encoder accepts only that one.
        const padded = (bytes.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(bytes.length + 1);
        padded.set(bytes);
        glyf[index] = padded;
        internals.offset = (internals.offset ?? 0) + 1;
      }
      return index;
    };
    return subset;
  };
  return font;
}
