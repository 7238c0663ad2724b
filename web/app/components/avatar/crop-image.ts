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

/**
 * Draws `area` of the image at `src` on a square canvas and answers it as a PNG (browser only). With a rotation
 * (degrees) the area is one of the rotated image, as the cropper reports it; `max` caps the side.
 */
export async function cropToPng(src: string, area: CropArea, options: { rotation?: number; max?: number } = {}): Promise<Blob> {
  const image = await loadImage(src);
  const side = outputSide(area, options.max);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  const rotation = ((options.rotation ?? 0) % 360 + 360) % 360;
  context.drawImage(rotation ? rotated(image, rotation) : image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the crop could not be encoded'))), 'image/png'));
}

/** The image turned by `degrees` on a canvas of its bounding box (what react-easy-crop measures a rotated crop in). */
function rotated(image: HTMLImageElement, degrees: number): HTMLCanvasElement {
  const radians = (degrees * Math.PI) / 180;
  const width = Math.abs(Math.cos(radians)) * image.width + Math.abs(Math.sin(radians)) * image.height;
  const height = Math.abs(Math.sin(radians)) * image.width + Math.abs(Math.cos(radians)) * image.height;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width);
  canvas.height = Math.round(height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(radians);
  context.drawImage(image, -image.width / 2, -image.height / 2);
  return canvas;
}
