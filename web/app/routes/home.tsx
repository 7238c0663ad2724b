import { Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export async function loader({ context }: LoaderFunctionArgs) {
  return { config: await context.services.websiteConfig() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? data.config.name : 'OJ' },
  { name: 'description', content: data?.config.description ?? '' },
];

/** The home page; its widgets (carousel, announcements, statistics, ranks) come with their features. */
export default function Home() {
  const { config } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <Text c="dimmed">{t('home.welcome')}</Text>
      <Title order={1} data-testid="site-name">{config.name}</Title>
      <Text mt="sm">{config.description}</Text>
    </>
  );
}
