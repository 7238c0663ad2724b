import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@remix-run/react';

/** A page whose feature does not exist yet says so, with one way on (the message centre, the discussion boards). */
export function ComingSoon({ icon, title, text, linkTo, linkText, testId }: { icon: string; title: string; text: string; linkTo: string; linkText: string; testId: string }) {
  return (
    <Stack align="center" py="xl" gap="sm" data-testid={testId}>
      <ThemeIcon size={64} radius={64} variant="light" aria-hidden>
        <span style={{ fontSize: 32 }}>{icon}</span>
      </ThemeIcon>
      <Title order={2}>{title}</Title>
      <Text c="dimmed" ta="center" maw={520}>{text}</Text>
      <Button component={Link} to={linkTo} variant="light">{linkText}</Button>
    </Stack>
  );
}
