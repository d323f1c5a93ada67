import { useState } from 'react';
import { App, Button, Card, Col, Row, Table, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResourceRow } from '@jikim/shared';
import { QrCode } from '@/components/media/qr-code';
import { SignaturePad } from '@/components/media/signature-pad';
import { plantDateTime } from '@/components/grid/plant-time';
import { useT } from '@/lib/i18n';
import { UserRefInput } from '@/lib/resource/resource-ref-inputs';
import { eduApi, eduKeys, type TAttendee } from '../edu-api';
import { EDU_NS } from '../edu.i18n';

const hm = (iso: string | null) => (iso ? plantDateTime(iso).slice(11, 16) : '');
/** the QR is renewed well before its token (10 minutes) runs out */
const QR_REFRESH_MS = 5 * 60_000;

/**
 * A saved session's attendance (detail of 교육실시): the QR for the instructor's screen (a short-lived token in a link to
 * 내 교육 that the worker's phone opens), the attendees, a signature on the tablet as the alternative, and the printed
 * sign-in sheet (the record's print view with its attendee list).
 */
export function SessionAttendPanel({ record, editable }: { record: TResourceRow; editable: boolean }) {
  const { t } = useT(EDU_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const sessionNo = Number(record.sessionNo);
  const qr = useQuery({ queryKey: ['edu', 'qr', sessionNo], enabled: editable, refetchInterval: QR_REFRESH_MS, queryFn: () => eduApi.qr(sessionNo) });
  const list = useQuery({ queryKey: eduKeys.attendees(sessionNo), enabled: editable, queryFn: () => eduApi.attendees(sessionNo), refetchInterval: 15_000 });
  const [signer, setSigner] = useState<{ id: string | null; nm: string | null }>({ id: null, nm: null });
  const [padKey, setPadKey] = useState(0);
  const sign = useMutation({
    mutationFn: (png: string) => eduApi.sign(sessionNo, signer.id!, png),
    onSuccess: () => {
      void message.success(t('session.signed'));
      setSigner({ id: null, nm: null });
      setPadKey((k) => k + 1);
      void qc.invalidateQueries({ queryKey: eduKeys.attendees(sessionNo) });
    },
  });
  const link = qr.data ? `${window.location.origin}/education/eduMy?attend=${encodeURIComponent(qr.data.token)}` : null;
  const rows = list.data?.list ?? [];
  // attendees and signatures are for those who run the session (write on 교육실시)
  if (!editable) return null;
  return (
    <div style={{ marginTop: 12 }} data-testid="edu-session-attend">
      {(
        <Row gutter={[12, 12]}>
          <Col xs={24} md={12}>
            <Card size="small" title={t('session.qr')}>
              {link && <div style={{ textAlign: 'center' }}><QrCode text={link} width={240} /></div>}
              <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>{t('session.qrHint')}</Typography.Paragraph>
              {link && <Typography.Text copyable={{ text: link }} style={{ fontSize: 12 }} data-testid="edu-qr-link">{t('session.link')}</Typography.Text>}
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card size="small" title={t('session.sign')}>
              <UserRefInput label={t('session.signUser')} name="signUser" readonly={false} value={signer.id} displayName={signer.nm} onChange={(id, nm) => setSigner({ id, nm })} />
              <SignaturePad key={padKey} width={360} height={150} disabled={!signer.id || sign.isPending} onSave={(png) => sign.mutate(png)} />
            </Card>
          </Col>
        </Row>
      )}
      <Card size="small" style={{ marginTop: 12 }} title={t('session.attendees', { n: rows.length })}
        extra={<Button size="small" icon={<PrinterOutlined />} onClick={() => window.open(`/print/eduSession/${sessionNo}`, '_blank')}>{t('session.print')}</Button>}>
        <Table<TAttendee> size="small" rowKey="userId" pagination={false} dataSource={rows} scroll={{ x: 520 }}
          columns={[
            { title: t('sheet.dept'), dataIndex: 'deptNm', width: 110 },
            { title: t('sheet.name'), dataIndex: 'userNm', width: 90 },
            { title: t('sheet.method'), dataIndex: 'methodCd', width: 70, render: (v: string) => t(`session.method.${v}`) },
            { title: t('session.in'), dataIndex: 'checkInDt', width: 60, render: (v: string | null) => hm(v) },
            { title: t('session.out'), dataIndex: 'checkOutDt', width: 60, render: (v: string | null) => hm(v) },
            { title: t('session.hours'), dataIndex: 'creditedHours', width: 70, align: 'right' },
            { title: t('session.signature'), dataIndex: 'signature', width: 110, render: (v: string | null) => (v ? <img src={v} alt="" style={{ height: 28 }} /> : null) },
          ]} />
      </Card>
    </div>
  );
}
