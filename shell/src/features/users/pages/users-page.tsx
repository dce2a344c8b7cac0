import { Box, ErrorState, PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { usePageMounted } from '../../../chrome/use-page-mounted';
import { useGetUsersQuery } from '../api/get-users';
import { CreateUserForm } from '../components/create-user-form';
import { UsersTable } from '../components/users-table';

export const UsersPage = () => {
  usePageMounted();
  usePageTitle('Users');
  const { data, isLoading, isError, refetch } = useGetUsersQuery();
  return (
    <Box p="gutter" maxW="6xl" mx="auto">
      <PageHeader title="Users" description="Who can sign in to the back office, and as what." />
      <CreateUserForm />
      {isError ? (
        <ErrorState message="The users could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <UsersTable users={data ?? []} loading={isLoading} />
      )}
    </Box>
  );
};
