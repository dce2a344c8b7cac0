import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { ErrorState, PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, PageSkeleton, usePlatform } from '@haulage/shared/area-kit';
import { useGetAreaQuery } from '../api/get-area';
import { useUpdateAreaMutation } from '../api/update-area';
import { AreaForm } from '../components/area-form';
import { areaToForm } from '../model/area-form';

/** /areas/editArea?id=<documentId>. */
export const EditAreaPage = () => {
  const [query] = useSearchParams();
  const documentId = query.get('id') ?? '';
  const navigate = useNavigate();
  const { feedback } = usePlatform();
  const { data: area, error, refetch } = useGetAreaQuery(documentId, { skip: !documentId });
  usePageTitle(area ? `Edit ${area.name}` : 'Edit area');
  const [updateArea] = useUpdateAreaMutation();
  const details = paths.areas.details.href(documentId);

  if (!documentId) return <ErrorState title="No area chosen" message="Open an area from the area list." />;
  if (error) return <ErrorState title="Area could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!area) return <PageSkeleton lines={4} />;
  return (
    <>
      <PageHeader
        title={`Edit ${area.name}`}
        breadcrumbs={[{ label: 'Areas', href: paths.areas.list.href() }, { label: area.name, href: details }, { label: 'Edit' }]}
        onNavigate={navigate}
      />
      <AreaForm
        key={area.documentId}
        initial={areaToForm(area)}
        onCancel={() => navigate(details)}
        onSubmit={async (data) => {
          await updateArea({ documentId, data }).unwrap();
          feedback.toast('success', 'Area is updated successfully');
          return () => navigate(details);
        }}
      />
    </>
  );
};
