import { Alert, Badge, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { loadAdmin } from '../admin/admin-api';
import { AdminLoading } from '../admin/admin-loading';
import { AdminPageTitle } from '../admin/admin-page-title';

/** A permission a rule gives a role (or, inverted, takes from it), as `get-role-abilities` answers it. */
interface Grant {
  action: string;
  subject: string;
  inverted: boolean;
  /** Limited to some records (their own, say): the role alone does not say which. */
  conditional: boolean;
}
interface RoleAbilities {
  id: number;
  role: string;
  description: string;
  abilities: Array<{ rule: string; owner: string; description: string; grants: Grant[] }>;
}

/** Dark shades: white badge text at WCAG AA contrast. */
const GRANT_COLOR = 'teal.9';
const DENY_COLOR = 'red.9';

export const clientLoader = () => loadAdmin<RoleAbilities[]>('/api/admin/role/get-role-abilities');
clientLoader.hydrate = true as const;
export const HydrateFallback = AdminLoading;
export { AdminError as ErrorBoundary } from '../admin/admin-error';

function GrantBadge({ grant }: { grant: Grant }) {
  const { t } = useTranslation();
  const text = `${grant.inverted ? t('admin.role.cannot') : t('admin.role.can')} ${grant.action} ${grant.subject}${grant.conditional ? ` (${t('admin.role.conditional')})` : ''}`;
  return <Badge color={grant.inverted ? DENY_COLOR : GRANT_COLOR} tt="none" style={{ minWidth: 'max-content' }}>{text}</Badge>;
}

/**
 * /admin/role (super admin): auth and role admin (03 §2–§3), read-only: the roles 1000–1008 and, for each,
 * the declared permission rules (the core's and the enabled plugins') that give or take something.
 */
export default function RoleAdmin() {
  const roles = useLoaderData<typeof clientLoader>();
  const { t } = useTranslation();
  return (
    <Stack>
      <AdminPageTitle />
      <Alert color="blue" data-testid="role-read-only">{t('admin.role.readOnly')}</Alert>
      {roles.map((role) => (
        <Card withBorder component="section" key={role.id} data-testid={`role-${role.role}`} aria-labelledby={`role-title-${role.id}`}>
          <Group gap="xs" mb={4}>
            <Title order={3} size="h4" id={`role-title-${role.id}`}>{t(`adminUser.role.${role.id}`)}</Title>
            <Badge variant="outline" color="gray.8">{role.id}</Badge>
            <Code>{role.role}</Code>
          </Group>
          <Text size="sm" c="dimmed" mb="sm">{role.description}</Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.role.rule')}</Table.Th>
                  <Table.Th>{t('admin.role.description')}</Table.Th>
                  <Table.Th>{t('admin.role.grants')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {role.abilities.map((ability) => (
                  <Table.Tr key={ability.rule} data-testid="role-ability">
                    <Table.Td>
                      <Code>{ability.rule}</Code>
                      <Text size="xs" c="dimmed">{ability.owner === 'core' ? t('admin.role.ownerCore') : t('admin.role.ownerPlugin', { id: ability.owner })}</Text>
                    </Table.Td>
                    <Table.Td>{ability.description}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>{ability.grants.map((g) => <GrantBadge key={`${g.inverted}-${g.action}-${g.subject}`} grant={g} />)}</Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ))}
    </Stack>
  );
}
