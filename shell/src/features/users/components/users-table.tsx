import { USER_TYPE_LABELS, USER_TYPES, isUserType, type User } from '@haulage/shared/contracts';
import { Button, DataTable, NativeSelect, StatusBadge, type DataTableColumn } from '@haulage/shared/ui';
import { reportRefusal } from '@haulage/shared/feedback';
import { useShell } from '../../../chrome/shell-context';
import { useUpdateUserMutation, type UpdateUserInput } from '../api/update-user';

export const UsersTable = ({ users, loading }: { users: User[]; loading: boolean }) => {
  const { services } = useShell();
  const [updateUser] = useUpdateUserMutation();
  const me = services.session.getState().user?.id;

  const change = async (user: User, patch: UpdateUserInput, done: string) => {
    const result = await updateUser({ id: user.id, patch });
    if ('error' in result && result.error) reportRefusal(services.feedback, result.error, 'The change was not saved');
    else services.feedback.toast('success', done);
  };

  const columns: DataTableColumn<User>[] = [
    { key: 'name', header: 'Name', render: (user) => user.name || '—' },
    { key: 'email', header: 'Email' },
    {
      key: 'type',
      header: 'Type',
      render: (user) => (
        <NativeSelect.Root size="sm" width="40" disabled={user.id === me}>
          <NativeSelect.Field
            aria-label={`Type of ${user.email}`}
            value={user.type}
            onChange={(event) => {
              const type = event.currentTarget.value;
              if (isUserType(type)) void change(user, { type }, `${user.email} is now ${USER_TYPE_LABELS[type]}`);
            }}
          >
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {USER_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ),
    },
    { key: 'blocked', header: 'Status', render: (user) => <StatusBadge status={user.blocked ? 'blocked' : 'active'} /> },
    {
      key: 'actions',
      header: '',
      align: 'end',
      render: (user) =>
        user.id === me ? null : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void change(user, { blocked: !user.blocked }, `${user.email} is ${user.blocked ? 'unblocked' : 'blocked'}`)}
          >
            {user.blocked ? 'Unblock' : 'Block'}
          </Button>
        ),
    },
  ];
  return <DataTable label="Users" columns={columns} rows={users} loading={loading} emptyMessage="No users yet." />;
};
