/** The largest side of a rasterised SVG, in pixels. */
const MAX_SIDE = 4096;
/** Sides used when an SVG declares no size of its own. */
const FALLBACK = { width: 300, height: 150 };

/**
 * An SVG becomes a PNG before it is uploaded (docs/adr/0008-rich-text-editor.md): it is decoded as
 * an <img> (where SVG never runs script), drawn on a canvas at twice its size for sharp display,
 * and only the pixels are sent. The server accepts no SVG at all.
 */
export async function rasteriseSvg(file: File): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const width = image.naturalWidth || FALLBACK.width;
    const height = image.naturalHeight || FALLBACK.height;
    const scale = Math.min(2, MAX_SIDE / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('the SVG could not be drawn');
    const stem = file.name.replace(/\.svg$/i, '') || 'image';
    return new File([png], `${stem}.png`, { type: 'image/png' });
  } finally {
    URL.revokeObjectURL(url);
  }
}
