import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ALL_PLANTS_CODE, DEFAULT_PAGE_SIZE, displayNameOf, type TResourceDefinition, type TResourceList, type TResourceRow } from '@jikim/shared';
import { DataGrid, SearchBox, UI_NS, type GridColumn, type GridRow } from '@/components';
import { plantDateTime } from '@/components/grid/plant-time';
import { http } from '@/lib/http';
import { usePageMeta, useSearchBoxOpen } from '@/app/page-context';
import { i18n, registerTranslations, useT } from '@/lib/i18n';
import { labelOf, mayCreateRecords, plantSearchOpen, ResourceSearchInput, resourceNs } from './resource-fields';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { StatusBadge } from '@/components/workflow/status-badge';
import { tokens } from '@/lib/auth-store';
import { useAccess } from '@/components/pickers/plant-select';
import type { ResourceChildTools, ResourceDetailProps } from './resource-detail';

// the detail form (Form, uploads, image preview) loads when a record is first opened, not with the list (issue 13)
const ResourceDetail = lazy(() => import('./resource-detail').then((m) => ({ default: m.ResourceDetail })));

export type ResourceListOverrides = {
  /** replace or adjust the grid columns built from the definition */
  columns?: (cols: GridColumn[]) => GridColumn[];
  /** replace the detail form */
  detail?: (p: { keyValue: string | number | null; open: boolean; editable: boolean; onClose: () => void }) => ReactNode;
  /** more toolbar buttons (an Excel upload): beside 추가 for a writer, alone for a reader */
  toolbar?: ReactNode;
  /** a module's part of a saved record's detail (e.g. a vendor's login accounts, an entry pass's QR); not for a new record */
  detailExtras?: (p: { record: TResourceRow; editable: boolean }) => ReactNode;
  /** initial filters */
  filters?: Record<string, unknown>;
  /** a class per row, e.g. jk-row-strong for an unread notice (instead of the definition's row tones) */
  rowClassName?: (row: GridRow) => string | undefined;
  /** a module's buttons in the detail's child grids, per collection (e.g. pick hazards from a library) */
  childTools?: ResourceChildTools;
  /** more content in the detail drawer under a saved record's form (read receipts) */
  detailExtra?: (p: { keyValue: string | number; row: Record<string, unknown> }) => ReactNode;
};

export function useResourceTranslations(def: TResourceDefinition) {
  useMemo(() => registerTranslations(resourceNs(def), def.i18n), [def]);
}

/** the menu's meta parameters that name one of the definition's search fields (fixed filters of the page) */
export function fixedFiltersOf(def: TResourceDefinition, menuParams: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of def.searchFields) {
    const v = menuParams?.[s.name];
    if (typeof v === 'string' && v !== '') out[s.name] = v;
  }
  return out;
}

/**
 * The search values that a locked plant or department picker shows (spec §4: without plantAccessYn / deptAccessYn Y
 * they are fixed to the user's own). The first query and 초기화 use them too, so that the list always matches what
 * the search box shows — a contractor's user, whose vendor works at several plants, would otherwise get every plant
 * on the first load and their own plant after 조회.
 */
export function lockedSearchDefaults(
  def: Pick<TResourceDefinition, 'searchFields'>,
  worker: { plantCd?: string | null; deptCd?: string | null } | null | undefined,
  locks: { plantLocked: boolean; deptLocked: boolean },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of def.searchFields) {
    if (s.type === 'plant' && locks.plantLocked && worker?.plantCd && worker.plantCd !== ALL_PLANTS_CODE) out[s.name] = worker.plantCd;
    if (s.type === 'dept' && locks.deptLocked && worker?.deptCd) out[s.name] = worker.deptCd;
  }
  return out;
}

type RowTone = 'danger' | 'warning';

/** the tone of a row (the definition's rowTone), null when it has none or the rule throws on an odd row */
export function rowToneOf(def: TResourceDefinition, row: GridRow): RowTone | null {
  try {
    return def.rowTone?.(row) ?? null;
  } catch {
    return null;
  }
}

/** the grid row class of a tone: light red / light amber (components/grid/grid.css) */
export const rowToneClass = (def: TResourceDefinition) => (row: GridRow): string | undefined => {
  const tone = rowToneOf(def, row);
  return tone ? `jk-row-${tone}` : undefined;
};

/** the words for a tone: the definition's own (`rowTone_danger`, e.g. 기한경과) or the generic ones */
const toneLabel = (def: TResourceDefinition, tone: RowTone) =>
  i18n.t(`rowTone_${tone}`, { ns: resourceNs(def), defaultValue: i18n.t(`rowTone_${tone}`, { ns: UI_NS }) });

/** the accessible marker of a highlighted row (colour alone says nothing to a screen reader or in print) */
function RowToneTag({ def, row }: { def: TResourceDefinition; row: GridRow }) {
  const tone = rowToneOf(def, row);
  if (!tone) return null;
  const label = toneLabel(def, tone);
  return <StatusBadge color={tone === 'danger' ? 'red' : 'gold'} className="jk-row-tone-tag" title={label} data-testid="row-tone" data-tone={tone}>{label}</StatusBadge>;
}

/** grid columns from the definition: coded fields show their names, link columns open the detail */
export function gridColumnsOf(def: TResourceDefinition): GridColumn[] {
  const fields = new Map(def.fields.map((f) => [f.name, f]));
  const statusField = def.workflow?.statusField;
  const toneInStatus = !!def.rowTone && !!statusField && def.listColumns.some((c) => c.name === statusField);
  const cols: GridColumn[] = def.listColumns.map((c) => {
    const f = fields.get(c.name);
    const nm = f ? displayNameOf(f) : null;
    const isStatus = !!statusField && c.name === statusField;
    return {
      name: nm ?? c.name,
      text: labelOf(def, c.label ?? f?.label ?? c.name),
      // the status column also carries the row's tone marker
      width: isStatus && toneInStatus && c.width ? c.width + 80 : c.width,
      align: c.align,
      sortable: c.sortable,
      type: c.link ? 'link' : f?.type === 'number' ? 'number' : f?.type === 'cost' ? 'cost' : 'text',
      // date-times in the plant's zone, whatever the browser's; Excel gets the instant itself (a date-time cell)
      ...(c.name === 'createDt' || c.name === 'updateDt' || f?.type === 'datetime'
        ? { render: (row: GridRow) => plantDateTime(row[c.name]), value: (row: GridRow) => row[c.name] }
        : {}),
      // a workflow's status column is its coloured tag (Excel and print get the status label)
      ...(isStatus
        ? {
          name: c.name,
          render: (row: GridRow) => <><WorkflowStatusTag wf={def.workflow!} code={row[c.name]} />{toneInStatus && <RowToneTag def={def} row={row} />}</>,
          value: (row: GridRow) => statusLabel(def, row[c.name]),
        }
        : {}),
    } satisfies GridColumn;
  });
  // a definition with row tones but no status column: the marker gets a narrow column of its own
  if (def.rowTone && !toneInStatus) {
    cols.unshift({
      name: '__rowTone', text: i18n.t('rowTone', { ns: UI_NS }), width: 90, align: 'center', type: 'text',
      render: (row: GridRow) => <RowToneTag def={def} row={row} />,
      value: (row: GridRow) => {
        const tone = rowToneOf(def, row);
        return tone ? toneLabel(def, tone) : '';
      },
    });
  }
  return cols;
}

function statusLabel(def: TResourceDefinition, code: unknown): string {
  const s = def.workflow?.statuses.find((x) => x.code === code);
  const lang = (i18n.language?.slice(0, 2) ?? 'ko') as 'ko' | 'en' | 'zh' | 'es';
  return s ? (s.label[lang] ?? s.label.ko) : String(code ?? '');
}

/**
 * List page rendered from a definition (DESIGN §5): search box (definition's search fields) + server-paged
 * grid (definition's list columns, default sort) + Excel export of every matching row + detail drawer.
 */
export function ResourceList({ def, editable, overrides = {}, linkable = true, openRequest = null, related, starts }: {
  def: TResourceDefinition; editable: boolean; overrides?: ResourceListOverrides;
  /** `?key=` opens this list's record (on a page of tabs: only the tab the link names, `?tab=`, else the first) */
  linkable?: boolean;
  /** the page asks this list to open a record (a parent's detail opening its 1:1 sub-record); a new `seq` each time */
  openRequest?: { key: string | number | null; presets?: Record<string, unknown>; seq: number } | null;
  /** 1:1 sub-records in other tabs of the page: the detail offers a button for each */
  related?: ResourceDetailProps['related'];
  /** new records of other tabs started from this list's detail (`def.starts`) */
  starts?: ResourceDetailProps['starts'];
}) {
  useResourceTranslations(def);
  const { t } = useT(UI_NS);
  useT(resourceNs(def));
  // the page frame's 'hide/show search conditions' button owns the search box state (cookie searchboxStatus)
  const { params: menuParams } = usePageMeta();
  // the menu's query values (spec §2) that name a search field are fixed filters: one page serves a menu per value
  // (e.g. /saf/safetyCheck?checkTypeCd=DAILY lists 일상점검 only, and a new record starts as one)
  const fixed = useMemo(() => fixedFiltersOf(def, menuParams), [def, menuParams]);
  const searchFields = def.searchFields.filter((s) => !(s.name in fixed));
  const searchBoxOpen = useSearchBoxOpen(searchFields.length > 0);
  const { worker, plantLocked, deptLocked } = useAccess();
  const initial = { ...lockedSearchDefaults(def, worker, { plantLocked: plantLocked && !plantSearchOpen(def, tokens.userType()), deptLocked }), ...overrides.filters };
  const [draft, setDraft] = useState<Record<string, unknown>>(initial);
  const [applied, setApplied] = useState<Record<string, unknown>>(initial);
  const [page, setPage] = useState<{ page: number; limit: number }>({ page: 1, limit: def.defaultLimit ?? DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<{ sortField?: string; sortOrder?: 'asc' | 'desc' }>({});
  const [detail, setDetail] = useState<{ open: boolean; key: string | number | null }>({ open: false, key: null });
  // mounted from the first opening on (keeps the drawer's closing animation)
  const [detailUsed, setDetailUsed] = useState(false);
  // a notification or a landing card opens the page as ?key=<record key>: that record's detail opens
  const [urlParams] = useSearchParams();
  const linked = linkable ? urlParams.get('key') : null;
  const [linkedSeen, setLinkedSeen] = useState<string | null>(null);
  if (linked && linked !== linkedSeen) {
    setLinkedSeen(linked);
    if (def.key.type === 'string' || /^\d{1,10}$/.test(linked)) setDetail({ open: true, key: def.key.type === 'number' ? Number(linked) : linked });
  }
  const [requestSeen, setRequestSeen] = useState<number | null>(null);
  // values a new record started from another tab's record begins with (the document of a new revision)
  const [requestPresets, setRequestPresets] = useState<Record<string, unknown>>({});
  if (openRequest && openRequest.seq !== requestSeen) {
    setRequestSeen(openRequest.seq);
    setRequestPresets(openRequest.presets ?? {});
    setDetail({ open: true, key: openRequest.key });
  }
  if (detail.open && !detailUsed) setDetailUsed(true);

  const filters = { ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== null && v !== undefined && v !== '')), ...fixed };
  const params = { ...filters, ...page, ...(sort.sortField ? sort : {}) };
  const q = useQuery({
    queryKey: ['resource', def.name, 'find', params],
    queryFn: () => http.get<TResourceList>(def.basePath, params),
    placeholderData: keepPreviousData,
  });
  const baseCols = useMemo(() => gridColumnsOf(def), [def]);
  const columns = overrides.columns ? overrides.columns(baseCols) : baseCols;
  const search = () => {
    setApplied(draft);
    setPage((p) => ({ ...p, page: 1 }));
  };
  const sortKey = (name: string | undefined) => {
    // grid columns of coded fields are named by their display column; sort by the code column
    const f = def.fields.find((x) => displayNameOf(x) === name);
    return f ? f.name : name;
  };
  const open = (row: GridRow) => setDetail({ open: true, key: row[def.key.name] as string | number });

  return (
    <div>
      <SearchBox
        open={searchBoxOpen}
        collapsible={false}
        onSearch={search}
        onReset={() => setDraft(initial)}
        options={searchFields.map((s) => ({
          id: s.name, type: s.type, label: labelOf(def, s.label), width: s.width, value: draft[s.name],
          render: () => <ResourceSearchInput def={def} field={s} filters={draft} setFilter={(n, v) => setDraft((d) => ({ ...d, [n]: v }))} />,
        }))}
      />
      <DataGrid
        title={labelOf(def, def.title)}
        columns={columns}
        rows={(q.data?.list ?? []) as GridRow[]}
        rowKey={def.key.name}
        showRowNo
        loading={q.isFetching}
        onLinkClick={open}
        onRowDblClick={open}
        rowClassName={overrides.rowClassName ?? (def.rowTone ? rowToneClass(def) : undefined)}
        excelFileName={labelOf(def, def.title)}
        printable
        toolbar={editable && mayCreateRecords(def, tokens.userType()) ? <>{overrides.toolbar}<Button type="primary" icon={<PlusOutlined />} onClick={() => setDetail({ open: true, key: null })}>{t('add')}</Button></> : overrides.toolbar}
        paging={{
          totalCount: q.data?.totalCount ?? 0,
          totalCapped: q.data?.totalCappedYn === 'Y',
          page: page.page,
          limit: page.limit,
          onChange: (pg, size) => setPage({ page: size !== page.limit ? 1 : pg, limit: size }),
          onSort: (field, order) => setSort(field ? { sortField: sortKey(field), sortOrder: order } : {}),
          excelUrl: `${def.basePath}/excel`,
          excelParams: { ...filters, ...(sort.sortField ? sort : {}) },
        }}
      />
      {overrides.detail
        ? detailUsed && overrides.detail({ keyValue: detail.key, open: detail.open, editable, onClose: () => setDetail({ open: false, key: null }) })
        : detailUsed && (
          <Suspense fallback={null}>
            <ResourceDetail def={def} presets={detail.key === null ? { ...requestPresets, ...fixed } : fixed} keyValue={detail.key} open={detail.open} editable={editable} extras={overrides.detailExtras} childTools={overrides.childTools} related={related} starts={starts} onClose={() => { setDetail({ open: false, key: null }); setRequestPresets({}); }} onCreated={(key) => setDetail({ open: true, key })} />
          </Suspense>
        )}
    </div>
  );
}

/** a definition's title in the user's language (a tab label of a page with several definitions) */
export function ResourceTitle({ def }: { def: TResourceDefinition }) {
  useResourceTranslations(def);
  return <>{i18n.t(def.title, { ns: resourceNs(def) })}</>;
}
