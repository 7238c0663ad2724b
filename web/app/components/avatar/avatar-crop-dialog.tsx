import { Box, Button, Group, Loader, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../client-only';
import { LazyLoad, lazyModule } from '../lazy-load';
import { cropToPng, type CropArea } from './crop-image';

// the cropper comes with the dialog, never with the page's first load (01 §9 bundle budget)
const avatarCropper = lazyModule(() => import('./avatar-cropper.client').then((m) => m.default));

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const CROP_HEIGHT = 320;

/**
 * The avatar crop dialog of /setting: the chosen image in a square frame, dragged and zoomed (slider,
 * wheel or pinch); Save answers the square as a PNG. A group avatar (03 §5) also turns left and right and is
 * at most `outputPx` wide; `title` and `saveLabel` replace the dialog's words.
 */
export function AvatarCropDialog({ image, busy, onCancel, onSave, rotatable = false, outputPx, title, saveLabel }: {
  image: string | undefined;
  busy: boolean;
  onCancel(): void;
  onSave(png: Blob): void;
  rotatable?: boolean;
  outputPx?: number;
  title?: string;
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<CropArea>();
  const [unreadable, setUnreadable] = useState(false);
  const [cropping, setCropping] = useState(false);
  const reset = () => {
    setZoom(MIN_ZOOM);
    setRotation(0);
    setArea(undefined);
    setUnreadable(false);
  };
  const save = async () => {
    if (!image || !area) return;
    setCropping(true);
    try {
      onSave(await cropToPng(image, area, { rotation, max: outputPx }));
    } catch {
      setUnreadable(true);
    } finally {
      setCropping(false);
    }
  };
  const placeholder = (
    <Stack h={CROP_HEIGHT} align="center" justify="center">
      <Loader size="sm" />
    </Stack>
  );
  return (
    <Modal opened={image !== undefined} onClose={onCancel} onExitTransitionEnd={reset} title={title ?? t('avatar.cropTitle')} centered closeButtonProps={{ 'aria-label': t('auth.close') }}>
      <Stack data-testid="avatar-crop-dialog">
        <Text size="sm" c="dimmed">{t('avatar.cropHelp')}</Text>
        <Box pos="relative" h={CROP_HEIGHT} bg="dark.7" style={{ borderRadius: 4, overflow: 'hidden' }}>
          {image ? (
            <ClientOnly fallback={placeholder}>
              {() => (
                <LazyLoad module={avatarCropper} fallback={placeholder} height={CROP_HEIGHT}>
                  {(Cropper) => (
                    <Cropper image={image} zoom={zoom} rotation={rotation} minZoom={MIN_ZOOM} maxZoom={MAX_ZOOM} onZoom={setZoom} onArea={setArea} onUnreadable={() => setUnreadable(true)} label={t('avatar.cropArea')} />
                  )}
                </LazyLoad>
              )}
            </ClientOnly>
          ) : null}
        </Box>
        {unreadable ? <Text size="sm" c="red" role="alert">{t('avatar.unreadable')}</Text> : null}
        <Stack gap={4}>
          <Text size="sm" aria-hidden>{t('avatar.zoom')}</Text>
          <Slider min={MIN_ZOOM} max={MAX_ZOOM} step={0.05} value={zoom} onChange={setZoom} label={(v) => `${v.toFixed(1)}×`} thumbLabel={t('avatar.zoom')} data-testid="avatar-zoom" />
        </Stack>
        {rotatable ? (
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setRotation((r) => r - 90)} data-testid="avatar-rotate-left">{t('avatar.rotateLeft')}</Button>
            <Button variant="default" size="xs" onClick={() => setRotation((r) => r + 90)} data-testid="avatar-rotate-right">{t('avatar.rotateRight')}</Button>
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>{t('avatar.cancel')}</Button>
          <Button onClick={() => void save()} loading={busy || cropping} disabled={!area || unreadable} data-testid="avatar-save">{saveLabel ?? t('avatar.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
