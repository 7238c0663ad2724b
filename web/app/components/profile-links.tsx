import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where a profile link the user typed leads: an http(s) address as it is, a bare GitHub name to its profile;
 * anything else (another scheme, `javascript:`) is shown as text, not linked.
 */
export function profileLink(kind: 'github' | 'blog', value: string): string | undefined {
  const text = value.trim();
  if (/^https?:\/\/[^\s"<>]+$/i.test(text)) return text;
  if (kind === 'github' && /^[A-Za-z\d](?:[A-Za-z\d-]{0,38})$/.test(text)) return `https://github.com/${text}`;
  return undefined;
}

/** The profile's GitHub and blog: they open elsewhere with no handle on this page and no Referer. */
export function ProfileLinks({ github, blog }: { github: string; blog: string }) {
  const { t } = useTranslation();
  const links = (['github', 'blog'] as const).map((kind) => ({ kind, text: kind === 'github' ? github : blog })).filter((l) => l.text.trim());
  if (!links.length) return null;
  return (
    <Group gap="sm">
      {links.map(({ kind, text }) => {
        const href = profileLink(kind, text);
        return href ? (
          <Anchor key={kind} href={href} target="_blank" rel="noopener noreferrer" size="sm" data-testid={`user-home-${kind}`}>{t(`userHome.${kind}`)}</Anchor>
        ) : (
          <Text key={kind} size="sm" c="dimmed" data-testid={`user-home-${kind}`}>{t(`userHome.${kind}`)}: {text}</Text>
        );
      })}
    </Group>
  );
}
