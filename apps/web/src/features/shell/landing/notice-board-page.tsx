import { useState } from 'react';
import { Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, NOTICE_BOARD_LIST_URL, NOTICE_TYPE_CODE_GROUP, type TNoticeBoardList } from '@jikim/shared';
import { CodeSelect, DataGrid, SearchBox, TextInput, type GridColumn, type GridRow } from '@/components';
import { useSearchBoxOpen } from '@/app/page-context';
import { http } from '@/lib/http';
import { useShellT } from '../shell.i18n';
import { boardKey, NoticeDialog } from './notice-board';
import { LinkButton } from '@/components/a11y/link-button';

type Filters = { noticeTitle?: string; noticeTypeCd?: string };

/**
 * 게시판 > 공지사항 (`/common/noticeBoard`, menu BOARD_NOTICE): every worker, vendor users included, reads the notices
 * posted now for their plant — read-only list with search and paging; a row opens the notice (and marks it read).
 * Writing notices stays in 시스템관리 > 공지사항관리.
 */
export default function NoticeBoardPage() {
  const { t } = useShellT();
  const searchBoxOpen = useSearchBoxOpen();
  const [draft, setDraft] = useState<Filters>({});
  const [applied, setApplied] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [open, setOpen] = useState<number | null>(null);
  const params = { ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v)), ...paging };
  const q = useQuery({
    queryKey: [...boardKey, 'page', params],
    queryFn: () => http.get<TNoticeBoardList>(NOTICE_BOARD_LIST_URL, params),
    placeholderData: keepPreviousData,
  });
  const columns: GridColumn[] = [
    { name: 'noticeTypeNm', text: t('board.type'), width: 90, align: 'center' },
    {
      name: 'noticeTitle', text: t('board.title'), type: 'link', width: 360,
      render: (r: GridRow) => (
        <span className="jk-keep-all">
          {r.importantYn === 'Y' && <Tag color="red">{t('landing.important')}</Tag>}
          <LinkButton style={r.readYn === 'N' ? { fontWeight: 600 } : undefined} onClick={() => setOpen(Number(r.noticeNo))}>{String(r.noticeTitle)}</LinkButton>
        </span>
      ),
    },
    { name: 'plantNm', text: t('board.plant'), width: 150 },
    { name: 'postStartYmd', text: t('board.postStart'), width: 110, align: 'center' },
    { name: 'postEndYmd', text: t('board.postEnd'), width: 110, align: 'center' },
    { name: 'readYn', text: t('landing.read'), width: 80, align: 'center', render: (r: GridRow) => (r.readYn === 'Y' ? t('landing.read') : <Tag color="blue">{t('board.new')}</Tag>) },
  ];
  return (
    <div data-testid="notice-board-page">
      <SearchBox
        open={searchBoxOpen}
        collapsible={false}
        onSearch={() => {
          setApplied(draft);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        onReset={() => setDraft({})}
        options={[
          { id: 'noticeTitle', type: 'text', label: t('board.title'), width: 8, render: () => <TextInput label={t('board.title')} value={draft.noticeTitle ?? ''} maxlength={100} onChange={(v) => setDraft((d) => ({ ...d, noticeTitle: v }))} /> },
          { id: 'noticeTypeCd', type: 'select', label: t('board.type'), width: 6, render: () => <CodeSelect label={t('board.type')} codeGroupCd={NOTICE_TYPE_CODE_GROUP} leading="all" value={draft.noticeTypeCd ?? ''} onChange={(v) => setDraft((d) => ({ ...d, noticeTypeCd: v ?? '' }))} /> },
        ]}
      />
      <DataGrid
        title={t('board.listTitle')}
        columns={columns}
        rows={(q.data?.list ?? []) as unknown as GridRow[]}
        rowKey="noticeNo"
        showRowNo
        loading={q.isFetching}
        onRowDblClick={(r) => setOpen(Number(r.noticeNo))}
        paging={{
          totalCount: q.data?.totalCount ?? 0,
          page: paging.page,
          limit: paging.limit,
          onChange: (pg, size) => setPaging({ page: size !== paging.limit ? 1 : pg, limit: size }),
        }}
      />
      {open !== null && <NoticeDialog noticeNo={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
