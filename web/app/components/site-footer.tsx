import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

interface FooterConfig {
  name: string;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
}

/** The footer of 01 §1 from the website config, with the judging queue, system info and about links. */
export function SiteFooter({ config }: { config: FooterConfig }) {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" gap="md" py="lg" c="dimmed" style={{ borderTop: '1px solid #e9ecef' }} data-testid="site-footer">
      <Text size="sm">{config.name}</Text>
      <Anchor component={Link} to="/judge-queue" size="sm">{t('footer.judgingQueue')}</Anchor>
      <Anchor component={Link} to="/developer" size="sm">{t('footer.systemInfo')}</Anchor>
      <Anchor component={Link} to="/introduction" size="sm">{t('footer.about')}</Anchor>
      <Anchor component={Link} to="/help" size="sm">{t('footer.help')}</Anchor>
      {config.projectName ? (config.projectUrl ? <Anchor href={config.projectUrl} size="sm">{config.projectName}</Anchor> : <Text size="sm">{config.projectName}</Text>) : null}
      {config.recordName ? (config.recordUrl ? <Anchor href={config.recordUrl} size="sm">{config.recordName}</Anchor> : <Text size="sm">{config.recordName}</Text>) : null}
    </Group>
  );
}
