import { Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAdmin, useAdminCall } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';
import { ConfirmDelete } from '../admin/confirm-delete';

interface CarouselItem {
  id: number;
  url: string;
}

/** What the upload accepts (the server checks the content again). */
const IMAGE_TYPES = 'image/gif,image/jpeg,image/png,image/bmp,image/webp';

export const clientLoader = () => loadAdmin<CarouselItem[]>('/api/home-carousel');
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

/** /admin/carousel (super admin): the images of the home carousel: upload and delete. */
export default function CarouselAdmin() {
  const items = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  const call = useAdminCall();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<CarouselItem>();

  const upload = async (file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    const r = await call('/api/file/upload-carouse-img', { method: 'POST', form });
    setBusy(false);
    if (r.status === 200) revalidator.revalidate();
  };
  const remove = async () => {
    if (!deleting) return;
    const r = await call(`/api/admin/config/home-carousel?id=${deleting.id}`, { method: 'DELETE' });
    setDeleting(undefined);
    if (r.status === 200) revalidator.revalidate();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <AdminPageTitle />
        <FileButton onChange={(f) => void upload(f)} accept={IMAGE_TYPES}>
          {(props) => <Button {...props} loading={busy} data-testid="carousel-upload">{t('admin.carousel.upload')}</Button>}
        </FileButton>
      </Group>
      <Text size="sm" c="dimmed">{t('admin.carousel.help')}</Text>
      {items.length === 0 ? <Text c="dimmed">{t('admin.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="carousel-list">
        {items.map((item, i) => (
          <Card withBorder key={item.id} padding="xs" data-testid="carousel-item">
            <Card.Section>
              <Image src={item.url} h={160} fit="cover" alt={t('admin.carousel.image', { n: i + 1 })} />
            </Card.Section>
            <Group justify="flex-end" mt="xs">
              <Button size="xs" variant="light" color="red" onClick={() => setDeleting(item)}>{t('admin.delete')}</Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <ConfirmDelete opened={deleting !== undefined} what={deleting ? t('admin.carousel.image', { n: items.indexOf(deleting) + 1 }) : ''} onCancel={() => setDeleting(undefined)} onConfirm={() => void remove()} />
    </Stack>
  );
}
