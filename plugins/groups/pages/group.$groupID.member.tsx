import { ActionIcon, Anchor, Button, Card, Group, Loader, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { LocalDate, PageNumbers } from '@oj/web/app/plugin-kit';
import { emptyPage, groupApi, MEMBER_AUTHS, type GroupMember, type MemberAuth, type Page } from './group-api';
import { useGroup } from './group-context';
import { GROUP_LIST_PAGE_SIZE, isGroupAdmin, mayDeleteMember, memberSelect } from './group-rules';
import { pluginLoader } from './plugin-loader';
import { useRootData } from './root-data';
import { Confirm } from './ui/confirm';
import { useText } from './use-text';

export { ErrorBoundary } from '@oj/web/app/plugin-kit';
export const loader = pluginLoader;

function usePaged(load: (page: number) => Promise<Page<GroupMember>>) {
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Page<GroupMember>>(emptyPage());
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    setList(await load(page));
    setLoading(false);
  }, [load, page]);
  useEffect(() => void reload(), [reload]);
  return { page, setPage, list, loading, reload };
}

/** /group/:groupID/member (03 §2, §6): the members (username, join time, change time, member auth); group admins also change roles, remove members and answer the applications. */
export default function GroupMembers() {
  const { t, i18n } = useText();
  const { group, role, userAuth, superAdmin } = useGroup();
  const { user } = useRootData();
  const revalidator = useRevalidator();
  const gid = group?.id ?? 0;
  const admin = isGroupAdmin(role);
  const members = usePaged(useCallback(async (p: number) => groupApi.members(gid, p, GROUP_LIST_PAGE_SIZE).then((r) => (r.status === 200 && r.data ? r.data : emptyPage<GroupMember>())), [gid]));
  const [confirm, setConfirm] = useState<GroupMember>();
  if (!group || !user) return null;
  const ownerUid = group.uid ?? undefined;
  const viewer = { uid: user.uid, auth: userAuth, owner: ownerUid ? ownerUid === user.uid : group.owner === user.username, superAdmin };

  const changeAuth = async (member: GroupMember, auth: MemberAuth) => {
    const r = await groupApi.updateMember({ id: member.id, gid, uid: member.uid, auth, reason: member.reason ?? null });
    if (r.status !== 200) return;
    notifications.show({ color: 'green', message: t('group.updateSuccess') });
    void members.reload();
    if (member.uid === user.uid) revalidator.revalidate();
  };
  const remove = async () => {
    const member = confirm;
    setConfirm(undefined);
    if (!member) return;
    const r = await groupApi.deleteMember(gid, member.uid);
    if (r.status !== 200) return;
    notifications.show({ color: 'green', message: t('group.deleteSuccess') });
    void members.reload();
  };

  return (
    <Stack data-testid="group-members">
      <Card withBorder p={0}>
        <Title order={4} p="sm">
          {t('group.member.list')}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="group-member-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('group.member.username')}</Table.Th>
                <Table.Th w={170}>{t('group.member.joinTime')}</Table.Th>
                <Table.Th w={170}>{t('group.member.changeTime')}</Table.Th>
                <Table.Th w={190}>{t('group.member.auth')}</Table.Th>
                {admin ? <Table.Th w={80}>{t('group.member.option')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.list.records.map((m) => {
                const select = memberSelect(viewer, m, ownerUid);
                return (
                  <Table.Tr key={m.uid} data-testid="group-member-row" data-username={m.username}>
                    <Table.Td>
                      <Anchor component={Link} to={`/user-home?username=${encodeURIComponent(m.username)}`} size="sm">
                        {m.username}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm"><LocalDate value={m.gmtCreate} locale={i18n.language} /></Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm"><LocalDate value={m.gmtModified ?? m.gmtModify ?? m.gmtCreate} locale={i18n.language} /></Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        aria-label={t('group.member.auth')}
                        value={String(m.auth)}
                        readOnly={!admin}
                        disabled={admin && select.disabled}
                        allowDeselect={false}
                        data={MEMBER_AUTHS.filter((a) => a >= 3).map((a) => ({ value: String(a), label: t(`group.memberAuth.${a}`), disabled: !select.option(a) }))}
                        onChange={(v) => v && Number(v) !== m.auth && void changeAuth(m, Number(v) as MemberAuth)}
                        data-testid="group-member-auth"
                      />
                    </Table.Td>
                    {admin ? (
                      <Table.Td>
                        {mayDeleteMember(viewer, m, ownerUid) ? (
                          <Tooltip label={t('group.member.delete')}>
                            <ActionIcon color="red" variant="subtle" onClick={() => setConfirm(m)} aria-label={t('group.member.delete')} data-testid="group-member-delete">
                              ✕
                            </ActionIcon>
                          </Tooltip>
                        ) : null}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {members.loading ? <Loader size="sm" m="md" /> : members.list.records.length === 0 ? <Text ta="center" py="md" c="dimmed">{t('group.member.empty')}</Text> : null}
        {members.list.total > GROUP_LIST_PAGE_SIZE ? <Group justify="center" p="sm"><PageNumbers pages={Math.ceil(members.list.total / GROUP_LIST_PAGE_SIZE)} current={members.page} onChange={members.setPage} /></Group> : null}
      </Card>
      {admin ? <ApplyList gid={gid} onAnswered={() => void members.reload()} /> : null}
      <Confirm opened={confirm !== undefined} danger text={t('group.member.deleteConfirm')} onCancel={() => setConfirm(undefined)} onConfirm={() => void remove()} />
    </Stack>
  );
}

/** The admin view's applications (03 §2, §4): username, reason, time; Accept makes a general member, Refuse marks refused. */
function ApplyList({ gid, onAnswered }: { gid: number; onAnswered(): void }) {
  const { t, i18n } = useText();
  const applies = usePaged(useCallback(async (p: number) => groupApi.applies(gid, p, GROUP_LIST_PAGE_SIZE).then((r) => (r.status === 200 && r.data ? r.data : emptyPage<GroupMember>())), [gid]));
  const answer = async (m: GroupMember, auth: MemberAuth) => {
    const r = await groupApi.updateMember({ id: m.id, gid, uid: m.uid, auth, reason: m.reason ?? null });
    if (r.status !== 200) return;
    notifications.show({ color: 'green', message: t('group.updateSuccess') });
    void applies.reload();
    onAnswered();
  };
  return (
    <Card withBorder p={0} data-testid="group-apply-list">
      <Title order={4} p="sm">
        {t('group.member.applyList')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('group.member.username')}</Table.Th>
              <Table.Th>{t('group.member.reason')}</Table.Th>
              <Table.Th w={170}>{t('group.member.joinTime')}</Table.Th>
              <Table.Th w={110}>{t('group.member.auth')}</Table.Th>
              <Table.Th w={170}>{t('group.member.option')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {applies.list.records.map((m) => (
              <Table.Tr key={m.uid} data-testid="group-apply-row" data-username={m.username}>
                <Table.Td>{m.username}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>{m.reason}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm"><LocalDate value={m.gmtCreate} locale={i18n.language} /></Text>
                </Table.Td>
                <Table.Td>{t(`group.memberAuth.${m.auth}`)}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Button size="compact-xs" color="green" onClick={() => void answer(m, 3)} data-testid="group-apply-accept">
                      {t('group.member.accept')}
                    </Button>
                    {m.auth === 1 ? (
                      <Button size="compact-xs" color="red" variant="light" onClick={() => void answer(m, 2)} data-testid="group-apply-refuse">
                        {t('group.member.refuse')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {applies.loading ? <Loader size="sm" m="md" /> : applies.list.records.length === 0 ? <Text ta="center" py="md" c="dimmed">{t('group.member.applyEmpty')}</Text> : null}
      {applies.list.total > GROUP_LIST_PAGE_SIZE ? <Group justify="center" p="sm"><PageNumbers pages={Math.ceil(applies.list.total / GROUP_LIST_PAGE_SIZE)} current={applies.page} onChange={applies.setPage} /></Group> : null}
    </Card>
  );
}
