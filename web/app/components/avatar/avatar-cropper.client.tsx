import { useState } from 'react';
import Cropper from 'react-easy-crop';
import type { CropArea } from './crop-image';

export interface AvatarCropperProps {
  image: string;
  zoom: number;
  minZoom: number;
  maxZoom: number;
  /** Degrees, a multiple of 90 (the group avatar's rotate left/right). */
  rotation?: number;
  onZoom(zoom: number): void;
  /** The square chosen, in the image's own pixels, after each move or zoom. */
  onArea(area: CropArea): void;
  onUnreadable(): void;
  /** The crop frame's accessible name (it moves with the arrow keys when focused). */
  label: string;
}

/** react-easy-crop with a square frame: drag to move, wheel or pinch to zoom (client only, loaded with the dialog). */
export default function AvatarCropper({ image, zoom, minZoom, maxZoom, rotation = 0, onZoom, onArea, onUnreadable, label }: AvatarCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  return (
    <Cropper
      image={image}
      crop={crop}
      zoom={zoom}
      minZoom={minZoom}
      maxZoom={maxZoom}
      rotation={rotation}
      aspect={1}
      cropShape="rect"
      showGrid
      onCropChange={setCrop}
      onZoomChange={onZoom}
      onCropComplete={(_percent, pixels) => onArea(pixels)}
      mediaProps={{ onError: onUnreadable }}
      cropperProps={{ 'aria-label': label }}
    />
  );
}
