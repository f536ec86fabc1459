import type { Area } from 'react-easy-crop';

/** The longest side of a stored avatar: enough for every place it is shown. */
export const AVATAR_SIZE = 400;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });
}

/**
 * Draws the chosen area of the image, turned by `rotation` degrees, into a square canvas of at most
 * `size` pixels (the cropper's pixel area is measured on the rotated image).
 */
export async function cropToCanvas(src: string, area: Area, rotation: number, size = AVATAR_SIZE) {
  const image = await loadImage(src);
  const radians = (rotation * Math.PI) / 180;
  const sin = Math.abs(Math.sin(radians));
  const cos = Math.abs(Math.cos(radians));
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(image.width * cos + image.height * sin);
  rotated.height = Math.round(image.width * sin + image.height * cos);
  const turn = rotated.getContext('2d');
  if (!turn) throw new Error('canvas');
  turn.translate(rotated.width / 2, rotated.height / 2);
  turn.rotate(radians);
  turn.drawImage(image, -image.width / 2, -image.height / 2);

  const side = Math.min(size, Math.round(area.width));
  const output = document.createElement('canvas');
  output.width = side;
  output.height = Math.round((side * area.height) / area.width);
  const draw = output.getContext('2d');
  if (!draw) throw new Error('canvas');
  draw.imageSmoothingQuality = 'high';
  draw.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
  return output;
}

export function canvasToBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('blob'))), type, 0.92),
  );
}
