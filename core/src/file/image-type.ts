/** Image formats accepted for avatars and pictures (01 §5: gif, jpg, jpeg, png, bmp, webp). */
export type ImageType = 'gif' | 'jpeg' | 'png' | 'bmp' | 'webp';

export const IMAGE_MIME: Record<ImageType, string> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** What the bytes really are, from their signature; undefined for anything that is not one of these images. */
export function sniffImageType(data: Buffer): ImageType | undefined {
  if (data.length >= 6 && (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 14 && data[0] === 0x42 && data[1] === 0x4d) return 'bmp';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

/** The extension of a file name, lower case, without the dot. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}
