import { App, Button, Card, Descriptions, Result, Space, Spin } from 'antd';
import { LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plantDateTime } from '@/components/grid/plant-time';
import { useT } from '@/lib/i18n';
import { eduApi, eduKeys } from '../edu-api';
import { EDU_NS } from '../edu.i18n';

const hm = (iso: string | null) => (iso ? plantDateTime(iso).slice(11, 16) : '');

/** the session behind a scanned QR (/education/eduMy?attend=<token>): 입실 then 퇴실; 퇴실 credits the hours */
export function AttendCard({ token }: { token: string }) {
  const { t } = useT(EDU_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const info = useQuery({ queryKey: eduKeys.attend(token), queryFn: () => eduApi.attendInfo(token), retry: false });
  const act = useMutation({
    mutationFn: (action: 'IN' | 'OUT') => eduApi.attend(token, action),
    onSuccess: (r) => {
      qc.setQueryData(eduKeys.attend(token), r);
      void qc.invalidateQueries({ queryKey: eduKeys.my });
      if (r.creditedHours !== null) void message.success(t('attend.credited', { n: r.creditedHours }));
    },
  });
  if (info.isLoading) return <Spin />;
  const s = info.data;
  if (!s) return null;
  return (
    <Card size="small" title={t('attend.title')} data-testid="edu-attend" style={{ marginBottom: 12 }}>
      <div style={{ fontSize: 17, fontWeight: 600, marginBottom: 8, wordBreak: 'keep-all' }}>{s.courseNm}</div>
      <Descriptions size="small" column={1} items={[
        { key: 'when', label: '', children: t('attend.when', { ymd: s.eduYmd, from: s.startHm, to: s.endHm }) },
        ...(s.place ? [{ key: 'place', label: t('attend.place'), children: s.place }] : []),
      ]} />
      {s.checkOutDt ? (
        <Result status="success" title={t('attend.credited', { n: s.creditedHours ?? s.hours })} subTitle={`${t('attend.in', { t: hm(s.checkInDt) })} · ${t('attend.out', { t: hm(s.checkOutDt) })}`} />
      ) : (
        <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
          {s.checkInDt && <div>{t('attend.in', { t: hm(s.checkInDt) })}</div>}
          <Button type="primary" size="large" block icon={s.checkInDt ? <LogoutOutlined /> : <LoginOutlined />} loading={act.isPending} style={{ minHeight: 48 }}
            onClick={() => act.mutate(s.checkInDt ? 'OUT' : 'IN')}>
            {s.checkInDt ? t('attend.checkOut') : t('attend.checkIn')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
