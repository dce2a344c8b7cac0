import { useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { usePlatform } from '@haulage/shared/area-kit';
import { useCreateAreaMutation } from '../api/create-area';
import { AreaForm } from '../components/area-form';
import { emptyAreaForm } from '../model/area-form';

/** /areas/createArea: a new area opens on its details, ready for trucks and destinations. */
export const CreateAreaPage = () => {
  const navigate = useNavigate();
  usePageTitle('Create area');
  const { feedback } = usePlatform();
  const [createArea] = useCreateAreaMutation();
  return (
    <>
      <PageHeader
        title="Create area"
        breadcrumbs={[{ label: 'Areas', href: paths.areas.list.href() }, { label: 'Create area' }]}
        onNavigate={navigate}
      />
      <AreaForm
        initial={emptyAreaForm()}
        onCancel={() => navigate(paths.areas.list.href())}
        onSubmit={async (data) => {
          const created = await createArea(data).unwrap();
          feedback.toast('success', 'Area is created successfully');
          return () => navigate(paths.areas.details.href(created.data.documentId));
        }}
      />
    </>
  );
};
