import { useSearchParams } from 'react-router';
import { Badge, Button, Card, Empty, Segmented, Space, Spin, Typography } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { plantDateTime } from '@/components/grid/plant-time';
import { useT } from '@/lib/i18n';
import { mocMobileApi, mocMobileKeys, type TMocCard, type TMocMobileTab } from './moc-mobile-api';
import { MocMobileDetail } from './moc-mobile-detail';
import { SAF_MOC_MOBILE_NS } from './moc-mobile.i18n';

const wrap: React.CSSProperties = { maxWidth: 560, margin: '0 auto', padding: 8, minWidth: 0, overflowWrap: 'anywhere' };
const clamp = (lines: number): React.CSSProperties => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' });

/** one change as a card: number, title, plant, requester and date, the reason in two lines */
function MocCard({ m, onOpen }: { m: TMocCard; onOpen: () => void }) {
  const { t } = useT(SAF_MOC_MOBILE_NS);
  return (
    <Card size="small" hoverable onClick={onOpen} style={{ marginBottom: 8, cursor: 'pointer' }} data-testid={`moc-card-${m.mocNo}`}
      role="button" tabIndex={0} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') onOpen(); }}>
      <Space size={6} wrap>
        <Typography.Text type="secondary">MOC-{m.mocNo}</Typography.Text>
        {m.mocTypeNm ? <Typography.Text type="secondary">· {m.mocTypeNm}</Typography.Text> : null}
      </Space>
      <div style={{ margin: '4px 0', fontSize: 16, fontWeight: 600, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{m.mocTitle}</div>
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {[m.plantNm, m.createUserNm ? `${t('requester')} ${m.createUserNm}` : null, plantDateTime(m.createDt).slice(0, 10)].filter(Boolean).join(' · ')}
      </Typography.Text>
      {m.reason ? <div style={{ ...clamp(2), marginTop: 4, wordBreak: 'keep-all' }}>{t('reason')}: {m.reason}</div> : null}
    </Card>
  );
}

/**
 * /mobile/mocReview (menu SAF_MOC_MOBILE, 변경관리 기술검토): the reviewer's phone page. 내 검토 대기 lists the changes
 * under review waiting for my answer, 답변함 those I answered (revisable while under review); a card opens the change
 * (?key=<mocNo>): its facts, the reviewers' answers, the changed documents and my answer. The API is the MOC's (read
 * on SAF_MOC is enough to answer one's own row).
 */
export default function MobileMocReviewPage() {
  const { t } = useT(SAF_MOC_MOBILE_NS);
  const [params, setParams] = useSearchParams();
  const key = params.get('key') ?? '';
  const opened = /^\d{1,10}$/.test(key) ? Number(key) : null;
  const tab: TMocMobileTab = params.get('tab') === 'answered' ? 'answered' : 'pending';
  const pending = useQuery({ queryKey: mocMobileKeys.list('pending'), queryFn: () => mocMobileApi.list('pending'), enabled: opened === null });
  const answered = useQuery({ queryKey: mocMobileKeys.list('answered'), queryFn: () => mocMobileApi.list('answered'), enabled: opened === null });
  const set = (change: (p: URLSearchParams) => void) => setParams((p) => {
    const n = new URLSearchParams(p);
    change(n);
    return n;
  });
  const openMoc = (no: number | null) => set((n) => (no === null ? n.delete('key') : n.set('key', String(no))));

  if (opened !== null) {
    return (
      <div style={wrap}>
        <Button size="large" icon={<LeftOutlined />} onClick={() => openMoc(null)} style={{ marginBottom: 8, minHeight: 44 }} data-testid="moc-mobile-back">{t('back')}</Button>
        <MocMobileDetail key={opened} mocNo={opened} />
      </div>
    );
  }
  const list = tab === 'pending' ? pending : answered;
  const count = (q: typeof pending) => <Badge count={q.data?.totalCount ?? 0} showZero color={q === pending ? '#1677ff' : '#8c8c8c'} overflowCount={99} size="small" />;
  return (
    <div style={wrap} data-testid="moc-mobile-list">
      <Segmented block size="large" value={tab} style={{ marginBottom: 8 }} data-testid="moc-mobile-tabs"
        onChange={(v) => set((n) => (v === 'answered' ? n.set('tab', 'answered') : n.delete('tab')))}
        options={[
          { value: 'pending', label: <Space size={4}>{t('pending')}{count(pending)}</Space> },
          { value: 'answered', label: <Space size={4}>{t('answered')}{count(answered)}</Space> },
        ]} />
      {list.isLoading ? <Spin /> : !list.data?.list.length ? <Empty description={t(tab === 'pending' ? 'emptyPending' : 'emptyAnswered')} /> : (
        list.data.list.map((m) => <MocCard key={m.mocNo} m={m} onOpen={() => openMoc(m.mocNo)} />)
      )}
    </div>
  );
}
