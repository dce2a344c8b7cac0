import { Button, HStack, Text } from '@chakra-ui/react';

export interface TablePaginationProps {
  page: number;
  pageCount: number;
  total?: number;
  onPageChange: (page: number) => void;
}

/** Previous/next paging with "Page 2 of 5"; an empty list still reads "Page 1 of 1". */
export const TablePagination = ({ page, pageCount, total, onPageChange }: TablePaginationProps) => {
  const lastPage = Math.max(1, pageCount);
  return (
    <HStack as="nav" aria-label="Pagination" justify="space-between" mt="3" gap="3">
      <Text color="fg.muted">{total !== undefined ? `${total} ${total === 1 ? 'result' : 'results'}` : ''}</Text>
      <HStack gap="3">
        <Button size="sm" variant="outline" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Text aria-live="polite">{`Page ${Math.min(page, lastPage)} of ${lastPage}`}</Text>
        <Button size="sm" variant="outline" aria-label="Next page" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
};
