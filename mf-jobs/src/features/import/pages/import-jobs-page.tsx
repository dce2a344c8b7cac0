import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Alert, Button, EmptyState, HStack, Link, List, PageHeader, Stack, Text } from '@haulage/shared/ui';
import { formatCount } from '@haulage/shared/format';
import { usePageTitle } from '@haulage/shared/platform';
import { useCan } from '@haulage/shared/area-kit';
import { CsvSource } from '../components/csv-source';
import { ParsedJobsTable } from '../components/parsed-jobs-table';
import { ProgressBar } from '../components/progress-bar';
import { useCsvImport } from '../hooks/use-csv-import';

export const ImportJobsPage = () => {
  usePageTitle('Import jobs');
  const navigate = useNavigate();
  const canWrite = useCan('jobs', 'create');
  const { csv, setCsv, readFile, check, importJobs, preview, progress, errors, imported } = useCsvImport();
  const busy = progress !== null;

  return (
    <Stack gap="5">
      <PageHeader
        title="Import jobs"
        breadcrumbs={[{ label: 'Jobs', href: paths.jobs.list.href() }, { label: 'Import' }]}
        onNavigate={navigate}
        description="Jobs from a spreadsheet: every row is checked first, and nothing is written unless all of them are good."
      />
      {!canWrite ? (
        <EmptyState title="Importing jobs is for dispatchers" description="Ask an admin or a dispatcher to import these jobs." />
      ) : (
        <>
          <CsvSource csv={csv} onChange={setCsv} onFile={(file) => void readFile(file)} disabled={busy} />
          {progress ? <ProgressBar label={progress.label} value={progress.value} /> : null}
          <HStack gap="3">
            <Button
              variant={preview ? 'outline' : 'solid'}
              colorPalette="brand"
              onClick={() => void check()}
              disabled={busy || csv.trim() === ''}
            >
              Check the jobs
            </Button>
            {preview ? (
              <Button colorPalette="brand" onClick={() => void importJobs()} disabled={busy}>
                Import {formatCount(preview.length, 'job')}
              </Button>
            ) : null}
          </HStack>
          {errors.length > 0 ? (
            <Alert.Root status="error" alignItems="flex-start" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Nothing was imported. Correct these and check again:</Alert.Title>
                <Alert.Description>
                  <List.Root ps="4">
                    {errors.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {imported !== null ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>
                {formatCount(imported, 'job')} imported.{' '}
                <Link asChild color="brand.solid">
                  <RouterLink to={paths.jobs.list.href()}>Show the job list</RouterLink>
                </Link>
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {preview ? (
            <Stack gap="2">
              <Text fontWeight="medium">{formatCount(preview.length, 'job')} ready to import; nothing has been written yet.</Text>
              <ParsedJobsTable jobs={preview} />
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
};
