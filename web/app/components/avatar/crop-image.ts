import { AVATAR_OUTPUT_PX } from './avatar-file';

/** A part of an image in its own pixels (what the cropper reports). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The output square's side: the cropped part's own size, at most AVATAR_OUTPUT_PX (no upscaling of a small crop). */
export function outputSide(area: CropArea, max = AVATAR_OUTPUT_PX): number {
  return Math.max(1, Math.min(max, Math.round(area.width)));
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the image could not be read'));
    image.src = src;
  });
}

/** Draws `area` of the image at `src` on a square canvas and answers it as a PNG (browser only). */
export async function cropToPng(src: string, area: CropArea): Promise<Blob> {
  const image = await loadImage(src);
  const side = outputSide(area);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the crop could not be encoded'))), 'image/png'));
}
