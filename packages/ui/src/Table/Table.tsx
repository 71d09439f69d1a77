import { type ReactNode, useMemo, useState } from 'react';
import {
  Collection,
  type Key,
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  TableLoadMoreItem as RACTableLoadMoreItem,
  type SortDescriptor,
  useLocale,
} from 'react-aria-components';
import styled from 'styled-components';
import { focusRingInset } from '../internal/focusRing';
import { ArrowDownIcon, ArrowUpIcon } from '../internal/icons';
import { Spinner } from '../Spinner';
import { tableStrings } from '../UIProvider/strings/table';
import { useUIStrings } from '../UIProvider/uiStrings';
import { VisuallyHidden } from '../VisuallyHidden';

export type { SortDescriptor } from 'react-aria-components';

export interface TableColumn<T> {
  id: string;
  /** Header text; also the column's accessible name when `hideHeader`. */
  name: string;
  /** Cell content; by default `String(row[id])`. */
  cell?: (row: T) => ReactNode;
  /** @default false */
  allowsSorting?: boolean;
  /** What sorting compares; by default `row[id]`. */
  sortValue?: (row: T) => string | number;
  /** The column that names each row for screen readers (one per table; the first by default). */
  isRowHeader?: boolean;
  /** Keep the header for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
  /** @default 'start' */
  align?: 'start' | 'end';
}

export interface TableProps<T extends { id: Key }> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Controlled sort (e.g. sorted by the server); without onSortChange the rows are sorted here. */
  sortDescriptor?: SortDescriptor;
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown in place of rows when there are none (e.g. an EmptyState). */
  emptyState?: ReactNode;
  /** Called when the end of the list scrolls into view: load the next page. */
  onLoadMore?: () => void;
  /** A next page is loading: shows a spinner row. */
  isLoadingMore?: boolean;
  /** @default 'Loading more' / 'جارٍ تحميل المزيد' */
  loadingLabel?: string;
  /** Scroll height of the table (needed for infinite scroll); the header stays in view. */
  maxHeight?: string;
  /** Enter or a click on a row (e.g. open the appointment). */
  onRowAction?: (row: T) => void;
}

const Scroller = styled.div<{ $maxHeight?: string }>`
  max-block-size: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  overflow: auto;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled(RACTable)`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  outline: none;

  &[data-focus-visible] {
    ${focusRingInset}
  }
`;

const Header = styled(RACTableHeader)`
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Column = styled(RACColumn)`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-block-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
  white-space: nowrap;
  outline: none;

  &[data-align='end'] {
    text-align: end;
  }

  &[data-allows-sorting] {
    cursor: pointer;
  }

  &[data-hovered][data-allows-sorting] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[data-focus-visible] {
    ${focusRingInset}
  }
`;

const ColumnInner = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  & > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Row = styled(RACRow)`
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.background};
  }

  &[data-href],
  &[data-has-action] {
    cursor: pointer;
  }

  &[data-focus-visible] {
    ${focusRingInset}
  }

  &:not(:last-child) > td {
    border-block-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  }
`;

const Cell = styled(RACCell)`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  vertical-align: middle;
  outline: none;

  &[data-align='end'] {
    text-align: end;
  }

  &[data-focus-visible] {
    ${focusRingInset}
  }
`;

const LoadMore = styled(RACTableLoadMoreItem)`
  & > td {
    padding: ${({ theme }) => theme.space.md};
    text-align: center;
  }
`;

function cellValue<T>(row: T, column: TableColumn<T>): string | number {
  if (column.sortValue) return column.sortValue(row);
  const value = (row as Record<string, unknown>)[column.id];
  return typeof value === 'number' ? value : String(value ?? '');
}

/**
 * A data table (react-aria-components Table): sortable columns, keyboard navigation by cell,
 * actions in cells, an empty state and infinite scroll through a sentinel row.
 */
export function Table<T extends { id: Key }>({
  label,
  columns,
  rows,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  emptyState,
  onLoadMore,
  isLoadingMore = false,
  loadingLabel,
  maxHeight,
  onRowAction,
}: TableProps<T>) {
  const { locale } = useLocale();
  const strings = useUIStrings(tableStrings);
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const sort = sortDescriptor ?? ownSort;
  const sortsHere = !onSortChange;
  const rowHeader = columns.find((column) => column.isRowHeader) ?? columns[0];

  const sortedRows = useMemo(() => {
    const column = columns.find((candidate) => candidate.id === sort?.column);
    if (!sortsHere || !column || !sort) return rows;
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    const sign = sort.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => {
      const left = cellValue(a, column);
      const right = cellValue(b, column);
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      return order * sign;
    });
  }, [columns, locale, rows, sort, sortsHere]);

  return (
    <Scroller $maxHeight={maxHeight}>
      <StyledTable
        aria-label={label}
        sortDescriptor={sort}
        onSortChange={(descriptor) => {
          setOwnSort(descriptor);
          onSortChange?.(descriptor);
        }}
        onRowAction={
          onRowAction &&
          ((key) => {
            const row = rows.find((candidate) => candidate.id === key);
            if (row) onRowAction(row);
          })
        }
      >
        <Header columns={columns}>
          {(entry) => {
            const column = entry as TableColumn<T>;
            return (
              <Column
                id={column.id}
                allowsSorting={column.allowsSorting}
                isRowHeader={column === rowHeader}
                data-align={column.align}
              >
                {({ sortDirection, allowsSorting }) => (
                  <ColumnInner>
                    {column.hideHeader ? (
                      <VisuallyHidden elementType="span">{column.name}</VisuallyHidden>
                    ) : (
                      column.name
                    )}
                    {allowsSorting &&
                      sortDirection &&
                      (sortDirection === 'ascending' ? (
                        <ArrowUpIcon aria-hidden="true" />
                      ) : (
                        <ArrowDownIcon aria-hidden="true" />
                      ))}
                  </ColumnInner>
                )}
              </Column>
            );
          }}
        </Header>
        <RACTableBody renderEmptyState={emptyState ? () => emptyState : undefined}>
          {/* React Aria keeps a row's cells while the row object is the same: the columns (whose
              cells may read more than the row, e.g. names that arrive later) invalidate them. */}
          <Collection items={sortedRows} dependencies={[columns]}>
            {(row) => (
              <Row
                id={row.id}
                columns={columns}
                dependencies={[columns]}
                data-has-action={onRowAction ? true : undefined}
              >
                {(entry) => {
                  const column = entry as TableColumn<T>;
                  return (
                    <Cell data-align={column.align}>
                      {column.cell ? column.cell(row) : String(cellValue(row, column))}
                    </Cell>
                  );
                }}
              </Row>
            )}
          </Collection>
          {onLoadMore && (
            <LoadMore onLoadMore={onLoadMore} isLoading={isLoadingMore}>
              <Spinner size="sm" label={loadingLabel ?? strings.loadingMore} />
            </LoadMore>
          )}
        </RACTableBody>
      </StyledTable>
    </Scroller>
  );
}
