import { useRef, useState } from 'react';
import { App, Button, DatePicker, Drawer, Select, Space, Table, Tag } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { envApi, envSeg, type TEnvMedia } from '@jikim/shared/src/env/env.const';
import { useWorker } from '@/app/page-context';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ENV_NS } from './env.i18n';

type TMonth = { ym: string; days: string[]; missingCount: number; list: { facilityNo: number; facilityNm: string; facilityTypeCd: string; cells: { logNo: number | null; statusCd: string | null }[] }[] };
type TSheetRow = { rowNo: number; logYmd: string | null; opHours: number | null; action: 'CREATE' | 'UPDATE' | 'LOCKED' | 'ERROR' | 'SKIP'; errors: string[] };
type TSheet = { rows: TSheetRow[]; created: number; updated: number; refused: number };

const CELL: Record<string, { bg: string; fg: string }> = {
  APPROVED: { bg: '#d9f7be', fg: '#135200' }, WRITTEN: { bg: '#bae0ff', fg: '#003eb3' }, MISSING: { bg: '#ffccc7', fg: '#a8071a' },
};

function MonthPick({ ym, onChange }: { ym: string; onChange: (ym: string) => void }) {
  const { t } = useT(ENV_NS);
  return <DatePicker picker="month" aria-label={t('month')} value={dayjs(`${ym}-01`)} allowClear={false} onChange={(d) => d && onChange(d.format('YYYY-MM'))} />;
}

/** the month of a plant's operation logs: a row per facility, a cell per day (approved, written, missing); a cell opens its log */
export function LogMonthDrawer({ media, onClose }: { media: TEnvMedia; onClose: () => void }) {
  const { t } = useT(ENV_NS);
  const worker = useWorker();
  const navigate = useNavigate();
  const [ym, setYm] = useState(dayjs().format('YYYY-MM'));
  const plantCd = worker?.plantCd ?? '';
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['envLogMonth', media, plantCd, ym], queryFn: () => http.get<TMonth>(envApi(media).logMonth, { plantCd, ym }), enabled: !!plantCd });
  const days = q.data?.days ?? [];
  const writtenOn = (i: number) => (q.data?.list ?? []).filter((f) => f.cells[i]?.statusCd === 'WRITTEN').length;
  // the team leader signs the day's sheet: every written log of the day approved at once (the server checks who may)
  const approveDay = (day: string, n: number) => modal.confirm({
    title: t('approveDay', { day, n }),
    onOk: async () => {
      const r = await http.post<{ approved: number }>(envApi(media).logApproveDay, { plantCd, logYmd: day });
      void message.success(t('approveDayDone', { n: r.approved }));
      await qc.invalidateQueries({ queryKey: ['envLogMonth'] });
      await qc.invalidateQueries({ queryKey: ['resource'] });
    },
  });
  return (
    <Drawer open title={t('monthTitle')} width="min(1200px, 100vw)" onClose={onClose} destroyOnHidden>
      <Space wrap style={{ marginBottom: 12 }}>
        <MonthPick ym={ym} onChange={setYm} />
        {q.data && <Tag color={q.data.missingCount ? 'red' : 'green'} data-testid="env-month-missing">{t('missing', { n: q.data.missingCount })}</Tag>}
        {(['APPROVED', 'WRITTEN', 'MISSING'] as const).map((s) => (
          <span key={s} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <span aria-hidden style={{ width: 12, height: 12, background: CELL[s]!.bg, border: `1px solid ${CELL[s]!.fg}` }} />
            {t(s === 'APPROVED' ? 'legendApproved' : s === 'WRITTEN' ? 'legendWritten' : 'legendMissing')}
          </span>
        ))}
      </Space>
      <p style={{ margin: '0 0 8px', color: '#595959' }}>{t('approveHint')}</p>
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('monthTitle')}>
        <table className="jk-env-month" style={{ borderCollapse: 'collapse', fontSize: 12 }} data-testid="env-month-grid">
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', padding: '4px 8px', position: 'sticky', left: 0, background: '#fff', minWidth: 160 }}>{t('facility')}</th>
              {days.map((d, i) => {
                const n = writtenOn(i);
                return (
                  <th key={d} scope="col" style={{ width: 24, padding: 2, fontWeight: 500 }}>
                    {n > 0 ? (
                      <button type="button" className="jk-plain-button" aria-label={t('approveDayLabel', { day: d, n })} title={t('approveDayLabel', { day: d, n })}
                        onClick={() => approveDay(d, n)} style={{ width: 22, color: '#003eb3', textDecoration: 'underline', fontWeight: 600 }}>{Number(d.slice(8))}</button>
                    ) : Number(d.slice(8))}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {(q.data?.list ?? []).map((f) => (
              <tr key={f.facilityNo}>
                <th scope="row" style={{ textAlign: 'left', padding: '4px 8px', position: 'sticky', left: 0, background: '#fff', fontWeight: 500, whiteSpace: 'nowrap' }}>{f.facilityNm}</th>
                {f.cells.map((c, i) => {
                  const tone = c.statusCd ? CELL[c.statusCd] : undefined;
                  const label = `${f.facilityNm} ${days[i]} ${c.statusCd ? t(c.statusCd === 'APPROVED' ? 'legendApproved' : c.statusCd === 'WRITTEN' ? 'legendWritten' : 'legendMissing') : ''}`;
                  return (
                    <td key={days[i]} style={{ padding: 1 }}>
                      {c.logNo ? (
                        <button type="button" className="jk-plain-button" aria-label={label} title={label} onClick={() => { onClose(); navigate(`/env/${envSeg(media)}Log?key=${c.logNo}`); }}
                          style={{ width: 22, height: 22, background: tone?.bg, color: tone?.fg, borderRadius: 3 }}>{c.statusCd === 'APPROVED' ? '✓' : '•'}</button>
                      ) : <span role="img" aria-label={label} title={label} style={{ display: 'block', width: 22, height: 22, background: tone?.bg ?? '#fafafa', borderRadius: 3 }} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Drawer>
  );
}

/** a facility's month sheet: download the template, upload it, read the preview row by row, apply the good rows */
export function LogUploadDrawer({ media, onClose }: { media: TEnvMedia; onClose: () => void }) {
  const { t } = useT(ENV_NS);
  const { message, modal } = App.useApp();
  const worker = useWorker();
  const qc = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const file = useRef<File | null>(null);
  const api = envApi(media);
  const [ym, setYm] = useState(dayjs().format('YYYY-MM'));
  const [facilityNo, setFacilityNo] = useState<number | null>(null);
  const [sheet, setSheet] = useState<TSheet | null>(null);
  const [busy, setBusy] = useState(false);
  const facilities = useQuery({
    queryKey: ['envFacilities', media, worker?.plantCd],
    queryFn: () => http.get<{ list: { facilityNo: number; facilityNm: string }[] }>(api.facilities, { plantCd: worker?.plantCd, limit: 300 }),
  });
  const send = async (mode: 'preview' | 'apply') => {
    if (!file.current || !facilityNo) return;
    const form = new FormData();
    form.append('file', file.current);
    setBusy(true);
    try {
      const r = await http.post<TSheet>(`${api.logUpload}?facilityNo=${facilityNo}&ym=${ym}&mode=${mode}`, form, { skipErrorHandler: true });
      setSheet(r);
      if (mode === 'apply') {
        void message.success(t('applied', { c: r.created, u: r.updated }));
        await qc.invalidateQueries();
      }
    } catch (err) {
      const data = (err as { response?: { data?: { message?: string } } }).response?.data;
      modal.error({ title: t('uploadTitle'), content: data?.message ?? String(err) });
    } finally {
      setBusy(false);
    }
  };
  const template = async () => {
    if (!facilityNo) return;
    const { downloadServerExcel } = await import('@/components/grid/grid-excel');
    await downloadServerExcel(api.logTemplate, { facilityNo, ym }, `oplog-${facilityNo}-${ym}.xlsx`);
  };
  const actColor: Record<string, string> = { CREATE: 'blue', UPDATE: 'cyan', LOCKED: 'default', ERROR: 'red', SKIP: 'default' };
  return (
    <Drawer open title={t('uploadTitle')} width="min(860px, 100vw)" onClose={onClose} destroyOnHidden>
      <p>{t('uploadHint')}</p>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select style={{ minWidth: 220 }} placeholder={t('selectFacility')} aria-label={t('facility')} value={facilityNo ?? undefined} onChange={(v) => { setFacilityNo(v); setSheet(null); }}
          options={(facilities.data?.list ?? []).map((f) => ({ value: f.facilityNo, label: f.facilityNm }))} data-testid="env-upload-facility" />
        <MonthPick ym={ym} onChange={(v) => { setYm(v); setSheet(null); }} />
        <Button icon={<DownloadOutlined />} disabled={!facilityNo} onClick={() => void template()}>{t('template')}</Button>
        <Button icon={<UploadOutlined />} disabled={!facilityNo} onClick={() => fileRef.current?.click()}>{t('choose')}</Button>
        <input ref={fileRef} type="file" accept=".xlsx" data-testid="env-upload-file" style={{ display: 'none' }}
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) { file.current = f; void send('preview'); } }} />
      </Space>
      {sheet && (
        <>
          <Table size="small" rowKey="rowNo" dataSource={sheet.rows.filter((r) => r.action !== 'SKIP')} pagination={false} data-testid="env-upload-preview" columns={[
            { title: t('rowNo'), dataIndex: 'rowNo', width: 60 }, { title: t('day'), dataIndex: 'logYmd', width: 120 },
            { title: t('result'), dataIndex: 'action', width: 150, render: (a: string) => <Tag color={actColor[a]}>{t(`act${a}`)}</Tag> },
            { title: t('errors'), dataIndex: 'errors', render: (e: string[]) => e.join(' ') },
          ]} />
          <Button type="primary" style={{ marginTop: 12 }} loading={busy} disabled={!sheet.rows.some((r) => r.action === 'CREATE' || r.action === 'UPDATE')} onClick={() => void send('apply')} data-testid="env-upload-apply">{t('apply')}</Button>
        </>
      )}
    </Drawer>
  );
}
