import { Badge } from '@mantine/core';
import { useText } from '../use-text';

/** The coloured category tag of a training. */
export function CategoryTag({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  return (
    <Badge color={color || 'gray'} variant="filled" radius="sm" tt="none" data-testid="training-category">
      {name}
    </Badge>
  );
}

/** The auth tag: public green, private red. */
export function AuthTag({ auth }: { auth: string }) {
  const { t } = useText();
  return (
    <Badge color={auth === 'Private' ? 'red' : 'green'} variant="light" tt="none" data-testid="training-auth">
      {t(`training.auth.${auth}`)}
    </Badge>
  );
}
