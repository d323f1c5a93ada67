import { useMemo, useState } from 'react';
import { App, Button, Card } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type TResourceList } from '@jikim/shared';
import { DataGrid, validateGridRows, type GridColumn, type GridRow } from '@/components';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { CATALOG_NS } from './catalog.i18n';

const INITIAL: GridRow[] = [
  { id: 1, link: 'WO-2026-001', text: '보일러 드럼 내부 점검', user: '김안전', userId: 'safety01', textarea: '밀폐공간 가스 측정 후 진입', number: 4, date: '2026-11-21', mdate: '2026-11-21',
    select: 'NT02', multi: ['NT02'], check: 'Y', checkMulti: ['H', 'B'], radio: '1', sw: 'Y', single: 'Y', cost: 3500000, tags: ['밀폐공간'] },
  { id: 2, link: 'WO-2026-002', text: '', user: '', userId: null, textarea: '', number: 2, date: '2026-11-22', mdate: null,
    select: null, multi: [], check: 'N', checkMulti: [], radio: '2', sw: 'N', single: 'N', cost: 1200000, tags: [] },
];

export function GridSection() {
  const { t } = useT(CATALOG_NS);
  const { message } = App.useApp();
  const [rows, setRows] = useState<GridRow[]>(INITIAL);
  const [big, setBig] = useState(false);
  const grades = [{ code: '1', codeNm: t('grade1') }, { code: '2', codeNm: t('grade2') }, { code: '3', codeNm: t('grade3') }];
  const ppe = [{ code: 'H', codeNm: t('ppeHelmet') }, { code: 'B', codeNm: t('ppeBelt') }, { code: 'G', codeNm: t('ppeGlove') }];
  const columns: GridColumn[] = [
    { name: 'link', text: t('colLink'), type: 'link', width: 120 },
    { name: 'text', text: t('colText'), type: 'text', required: true, width: 180, sortable: true },
    { name: 'user', text: t('colUser'), type: 'usersearch', relateColumn: 'userId', required: true, width: 120 },
    { name: 'textarea', text: t('colTextarea'), type: 'textarea', width: 200 },
    { name: 'number', text: t('colNumber'), type: 'number', width: 80, align: 'right', sortable: true },
    { name: 'date', text: t('colDate'), type: 'datepicker', width: 140 },
    { name: 'mdate', text: t('colMobileDate'), type: 'mobiledatepicker', width: 140 },
    { name: 'select', text: t('colSelect'), type: 'select', codeGroupCd: 'COM_NOTICE_TYPE', required: true, width: 110 },
    { name: 'multi', text: t('colMulti'), type: 'multiselect', codeGroupCd: 'COM_NOTICE_TYPE', width: 180 },
    { name: 'check', text: t('colCheckbox'), type: 'checkbox', width: 60, align: 'center' },
    { name: 'checkMulti', text: t('colCheckMulti'), type: 'checkboxmulti', items: ppe, width: 220 },
    { name: 'radio', text: t('colRadio'), type: 'radio', items: grades, width: 160 },
    { name: 'sw', text: t('colSwitch'), type: 'switch', width: 70, align: 'center' },
    { name: 'single', text: t('colSingle'), type: 'singlecheckbox', width: 60, align: 'center' },
    { name: 'cost', text: t('colCost'), type: 'cost', width: 130, align: 'right' },
    { name: 'tags', text: t('colTag'), type: 'tag', width: 180 },
  ];
  const bigRows = useMemo(() => (big ? Array.from({ length: 10_000 }, (_, i) => ({
    id: i + 1, text: t('bigRow', { n: i + 1 }), number: (i * 7) % 100, date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`, cost: i * 1000,
  })) : []), [big, t]);
  const bigCols: GridColumn[] = [
    { name: 'id', text: 'ID', width: 80, align: 'right', sortable: true },
    { name: 'text', text: t('colText'), width: 240 },
    { name: 'number', text: t('colNumber'), type: 'number', width: 100, align: 'right', sortable: true },
    { name: 'date', text: t('colDate'), width: 140 },
    { name: 'cost', text: t('colCost'), type: 'cost', width: 160, align: 'right' },
  ];
  return (
    <div>
      <Card size="small" title={t('gridEditable')} style={{ marginBottom: 12 }} data-testid="grid-editable">
        <DataGrid
          columns={columns}
          rows={rows}
          rowKey="id"
          editable
          onRowsChange={setRows}
          showRowNo
          selection="multiple"
          excelFileName={t('gridEditable')}
          printable
          onLinkClick={(r) => void message.info(t('linkClicked', { v: r.link }))}
          onRowDblClick={(r) => void message.info(t('rowClicked', { v: r.link }))}
          expandable={{ expandedRowRender: (r) => <span>{String(r.textarea ?? '')}</span> }}
          toolbar={<>
            <Button onClick={() => setRows((rs) => [...rs, { id: Math.max(0, ...rs.map((r) => Number(r.id))) + 1, text: '', user: '', select: null, multi: [], checkMulti: [], tags: [], check: 'N', sw: 'N', single: 'N' }])}>{t('addRow')}</Button>
            <Button type="primary" onClick={() => validateGridRows(columns, rows) && void message.success(t('rowCheckOk'))}>{t('rowCheck')}</Button>
          </>}
        />
      </Card>
      <Card size="small" title={t('gridServer')} style={{ marginBottom: 12 }} data-testid="grid-server">
        <ServerGrid />
      </Card>
      <Card size="small" title={t('gridBig')} data-testid="grid-big" extra={!big && <Button onClick={() => setBig(true)}>10,000</Button>}>
        {big && <DataGrid columns={bigCols} rows={bigRows} rowKey="id" paging="none" showRowNo height={400} excelFileName={t('gridBig')} />}
      </Card>
    </div>
  );
}

/** a grid on server paging: GET /api/manage/notice with page/limit/sort; Excel from the server export */
function ServerGrid() {
  const { t } = useT(CATALOG_NS);
  const [page, setPage] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<{ sortField?: string; sortOrder?: 'asc' | 'desc' }>({});
  const params = { ...page, ...(sort.sortField ? sort : {}) };
  const q = useQuery({ queryKey: ['catalog-notices', params], queryFn: () => http.get<TResourceList>('/api/manage/notice', params), placeholderData: keepPreviousData });
  const columns: GridColumn[] = [
    { name: 'plantNm', text: t('plant'), width: 140 },
    { name: 'noticeTypeNm', text: t('select'), width: 90 },
    { name: 'noticeTitle', text: t('noticeTitle'), sortable: true },
    { name: 'postStartYmd', text: t('postStartYmd'), width: 120, sortable: true },
  ];
  return (
    <DataGrid
      columns={columns}
      rows={(q.data?.list ?? []) as GridRow[]}
      rowKey="noticeNo"
      showRowNo
      loading={q.isFetching}
      excelFileName={t('noticeFile')}
      paging={{
        totalCount: q.data?.totalCount ?? 0, page: page.page, limit: page.limit,
        onChange: (pg, size) => setPage({ page: size !== page.limit ? 1 : pg, limit: size }),
        onSort: (field, order) => setSort(field ? { sortField: field, sortOrder: order } : {}),
        excelUrl: '/api/manage/notice/excel',
        excelParams: sort.sortField ? sort : {},
      }}
    />
  );
}
