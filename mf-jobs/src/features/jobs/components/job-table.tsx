import { useState } from 'react';
import type { ListTableControls } from '@haulage/shared/area-kit';
import type { Job } from '@haulage/shared/contracts';
import { Box, Spinner, Table, TablePagination } from '@haulage/shared/ui';
import { columnCount, JobRow, type JobColumns } from './job-row';
import { SelectCheckbox } from './select-checkbox';
import { SortHeader } from './sort-header';

export interface JobTableProps extends ListTableControls {
  jobs: Job[];
  columns: JobColumns;
  loading: boolean;
  /** The selected jobs by documentId, from any page. */
  selected: ReadonlyMap<string, Job>;
  onSelect: (jobs: Job[], selected: boolean) => void;
  narrowed: boolean;
}

const pageSelection = (jobs: Job[], selected: ReadonlyMap<string, Job>): boolean | 'indeterminate' => {
  const count = jobs.filter((job) => selected.has(job.documentId)).length;
  return count === 0 ? false : count === jobs.length ? true : 'indeterminate';
};

export const JobTable = ({ jobs, columns, loading, selected, onSelect, narrowed, ...paging }: JobTableProps) => {
  const { sort, onSortChange } = paging;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (documentId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(documentId)) next.add(documentId);
      return next;
    });
  const sortable = { sort, onSortChange };
  const message = loading ? (
    <>
      <Spinner size="sm" me="2" />
      Loading…
    </>
  ) : jobs.length === 0 ? (
    narrowed ? (
      'No jobs match'
    ) : (
      'No jobs yet'
    )
  ) : null;

  return (
    <Box>
      {/* Long places and names wrap (the scroll area's default keeps them on one line), so status and driver show at 1280 px. */}
      <Table.ScrollArea borderWidth="1px" rounded="card" whiteSpace="normal">
        <Table.Root size="sm" aria-label="Jobs" aria-busy={loading || undefined}>
          <Table.Header>
            <Table.Row>
              {columns.selectable ? (
                <Table.ColumnHeader width="10">
                  <SelectCheckbox
                    label="Select all jobs on this page"
                    checked={jobs.length > 0 ? pageSelection(jobs, selected) : false}
                    onChange={(checked) => onSelect(jobs, checked)}
                  />
                </Table.ColumnHeader>
              ) : null}
              <Table.ColumnHeader width="10">Stops</Table.ColumnHeader>
              <SortHeader field="jobNumber" label="Job" {...sortable} />
              <SortHeader field="plannedDate" label="Planned date" {...sortable} />
              <SortHeader field="customer.companyName" label="Customer" {...sortable} />
              <Table.ColumnHeader>First pickup → last delivery</Table.ColumnHeader>
              <Table.ColumnHeader>Truck</Table.ColumnHeader>
              {columns.driver ? <Table.ColumnHeader>Driver</Table.ColumnHeader> : null}
              <SortHeader field="status" label="Status" {...sortable} />
              <Table.ColumnHeader>Confirmation</Table.ColumnHeader>
              {columns.price ? <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {message !== null ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount(columns)} textAlign="center" py="6" color="fg.muted">
                  {message}
                </Table.Cell>
              </Table.Row>
            ) : (
              jobs.map((job) => (
                <JobRow
                  key={job.documentId}
                  job={job}
                  columns={columns}
                  selected={selected.has(job.documentId)}
                  onSelect={(checked) => onSelect([job], checked)}
                  expanded={expanded.has(job.documentId)}
                  onToggle={() => toggle(job.documentId)}
                />
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TablePagination page={paging.page} pageCount={paging.pageCount} total={paging.total} onPageChange={paging.onPageChange} />
    </Box>
  );
};
