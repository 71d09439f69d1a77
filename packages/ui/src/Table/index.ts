export type { SortDescriptor, TableColumn, TableProps } from './Table';
export { Table } from './Table';
