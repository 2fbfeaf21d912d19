import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { RoleAction } from '@/domain/permissions';
import type { RegisterFilter } from '@/domain/register-filters';
import type { RegisterEndpoint } from './register-api';

/** The narrowest window a column shows in (Tailwind's breakpoints); narrower, its facts are in the details only. */
export type ColumnShownFrom = 'lg' | 'xl' | '2xl';

/** One column of a register's table: its heading and what a row shows in it. */
export interface RegisterColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Whether a long text wraps in the cell (a device's name) rather than widening the column. */
  wrap?: boolean;
  /** Left out below this width, so the columns that matter and the row's Actions fit without scrolling. */
  shownFrom?: ColumnShownFrom;
}

/** The details dialog a row's 'View Details' opens. */
export interface RegisterDetails<Detail> {
  title: string;
  /** Under the title until the record has loaded; then 'IMEI …'. */
  loadingDescription: string;
  /** The cache key of the record with this id. */
  queryKey: (id: string) => QueryKey;
  Body: ComponentType<{ record: Detail }>;
}

/** The row menu's 'Delete', offered to the roles granted `permission`, and what follows it. */
export interface RegisterDeletion<Row> {
  permission: RoleAction;
  /** 'everything' when a deletion changes more than the register (the dashboard's figures). */
  refreshes: 'register' | 'everything';
  /** Named in 'This will permanently delete … This action cannot be undone.' */
  what: (row: Row) => string;
  doneTitle: string;
  doneText: string;
  failure: string;
  /** Whether a refusal from the server shows its own message rather than `failure`. */
  showsRefusal: boolean;
}

/**
 * A register page (Settled Claims, Denied Claims, Replacement Devices): its heading, a searchable paged table whose
 * rows have a menu, the details of a row and the deletion of one.
 */
export interface Register<Row extends { id: string }, Detail extends { imei: string } = never> {
  title: string;
  description: string;
  pageSizes: readonly number[];
  searchLabel: string;
  /** The filters the register offers above its table (LIST_FILTERS). */
  filters: readonly RegisterFilter[];
  /** The text shown when the list, or a record's details, cannot be loaded. */
  loadFailure: string;
  endpoint: RegisterEndpoint<Row, Detail>;
  tableLabel: string;
  columns: readonly RegisterColumn<Row>[];
  /** 'settled claims' in 'No settled claims found matching "…"'. */
  noun: string;
  /** The empty table's text when nothing is searched for. */
  emptyText: string;
  /** How the row menu names its row, unique in the list: `rowName` from lib ('Actions for 353328110000013 (settled …)'). */
  rowName: (row: Row) => string;
  details?: RegisterDetails<Detail>;
  deletion: RegisterDeletion<Row>;
}
