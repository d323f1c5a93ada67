import { Button, Card, Space, Tag } from 'antd';
import { MutedText } from '@/components/form/muted-text';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import type { TResourceRow } from '@jikim/shared';
import { QrCode } from '@/components/media/qr-code';
import { useT } from '@/lib/i18n';
import { findEntryPass, passUrl } from './entry-api';
import { VND_ENTRY_NS } from './entry.i18n';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** the printable pass: its own window (QR, plant, contractor, period, people), printed by the browser */
async function printPass(row: TResourceRow, token: string, t: (k: string) => string) {
  const qr = await QRCode.toDataURL(passUrl(token), { width: 220, errorCorrectionLevel: 'M', margin: 1 });
  const persons = ((row.persons as { workerNm?: string | null }[] | undefined) ?? []).map((p) => esc(p.workerNm)).join(', ');
  const w = window.open('', '_blank', 'width=480,height=720');
  if (!w) return;
  w.document.write(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${esc(t('title'))}</title>
<style>body{font-family:'Noto Sans KR','Malgun Gothic',sans-serif;margin:24px}h1{font-size:22px;text-align:center;border-bottom:2px solid #000;padding-bottom:8px}
table{width:100%;border-collapse:collapse;margin-top:12px}th,td{border:1px solid #999;padding:6px;font-size:13px;text-align:left}th{width:30%;background:#f5f5f5}
.qr{text-align:center;margin:16px 0}</style></head><body>
<h1>${esc(t('title'))} No. ${esc(row.entryNo)}</h1><div class="qr"><img src="${qr}" width="220" height="220" alt=""></div>
<table><tr><th>${esc(t('plant'))}</th><td>${esc(row.plantNm)}</td></tr><tr><th>${esc(t('vendor'))}</th><td>${esc(row.vendorNm)}</td></tr>
<tr><th>${esc(t('period'))}</th><td>${esc(row.entryFromYmd)} ~ ${esc(row.entryToYmd)}</td></tr><tr><th>${esc(t('work'))}</th><td>${esc(row.workDesc)}</td></tr>
<tr><th>${esc(t('place'))}</th><td>${esc(row.place)}</td></tr><tr><th>${esc(t('persons'))}</th><td>${persons}</td></tr></table>
<p style="font-size:12px;color:#555">${esc(t('scan'))}</p><script>window.onload=function(){window.print()}</script></body></html>`);
  w.document.close();
}

/** in an approved request's detail: the pass QR (spec §9 default width 150), today's state and the printable pass */
export function EntryPassCard({ row }: { row: TResourceRow }) {
  const { t } = useT(VND_ENTRY_NS);
  const approved = row.statusCd === 'APPROVED';
  const q = useQuery({ queryKey: ['vendorEntry', 'pass', row.entryNo, row.version], enabled: approved, queryFn: () => findEntryPass(Number(row.entryNo)) });
  if (!approved || !q.data?.token) return null;
  const { token, pass } = q.data;
  return (
    <Card size="small" title={t('title')} style={{ margin: '12px 0' }} data-testid="entry-pass-card">
      <Space align="start" wrap size={16}>
        <QrCode text={passUrl(token)} />
        <Space direction="vertical" size={4}>
          <Tag color={pass?.valid ? 'green' : 'red'} style={{ fontSize: 14, padding: '2px 8px' }}>{pass?.valid ? t('valid') : t('invalid')}</Tag>
          <span>{t('period')}: {pass?.validFrom} ~ {pass?.validTo}</span>
          <MutedText>{t('scan')}</MutedText>
          <Button icon={<PrinterOutlined />} onClick={() => void printPass(row, token, t)}>{t('print')}</Button>
        </Space>
      </Space>
    </Card>
  );
}
