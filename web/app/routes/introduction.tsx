import { Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export async function loader({ context }: LoaderFunctionArgs) {
  return { config: await context.services.websiteConfig() };
}

/** /introduction: what this site is. */
export default function Introduction() {
  const { config } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <Title order={2}>{config.name}</Title>
      <Text mt="sm">{config.description}</Text>
      <Text mt="md" c="dimmed">{t('introduction.text')}</Text>
    </>
  );
}
