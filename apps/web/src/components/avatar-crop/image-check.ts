/** The raster formats an avatar may be made from (the server stores nothing else). */
export const AVATAR_TYPES: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'];
export const AVATAR_MAX_MB = 5;

export type ImageProblem = { key: 'upload.imageType'; types: string } | { key: 'upload.imageSize'; n: number };

/** Why a chosen file cannot become an avatar (not a raster image by name and type, or too big), or null. */
export function avatarFileProblem(file: { name: string; type: string; size: number }): ImageProblem | null {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const raster = file.type.startsWith('image/') && !file.type.includes('svg');
  if (!file.name.includes('.') || !AVATAR_TYPES.includes(extension) || !raster) {
    return { key: 'upload.imageType', types: AVATAR_TYPES.join('/') };
  }
  if (file.size > AVATAR_MAX_MB * 1024 * 1024) return { key: 'upload.imageSize', n: AVATAR_MAX_MB };
  return null;
}

/** PNG keeps transparency (png, gif, webp); photos stay JPEG. */
export function outputTypeOf(file: { type: string }): 'image/png' | 'image/jpeg' {
  return file.type === 'image/jpeg' || file.type === 'image/bmp' ? 'image/jpeg' : 'image/png';
}
