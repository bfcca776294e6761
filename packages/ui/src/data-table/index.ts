'use client';

export { DataTable, type DataTableColumn, type DataTableProps, type DataTableRow } from './DataTable.js';
