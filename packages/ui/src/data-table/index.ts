export { DataTable, type DataTableColumn, type DataTableProps, type DataTableRow } from './DataTable';
