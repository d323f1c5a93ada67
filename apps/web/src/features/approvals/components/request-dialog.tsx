import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Input, List, Modal, Select, Space, Spin, Tag, Typography } from 'antd';
import type { TApprLineStepInput } from '@jikim/shared';
import { useT } from '@/lib/i18n';
import { apprApi, type TLineUser, type TResolvedLine } from '../api';
import { APPR_NS } from '../approvals.i18n';
import { invalidateAppr } from '../query';
import { PHONE_MODAL, TOUCH } from './phone';
import { UserSelect } from './user-select';

type Row = { key: string; slotNo: number | null; slotKind: TApprLineStepInput['slotKind']; userId: string | null; initial: TLineUser | null; fixed: boolean; removable: boolean };

/**
 * 결재요청: the template's line resolved for the requester, adjustable within what it allows (changeable
 * slots take another person, optional slots may be dropped, 합의/참조 steps added when the template allows).
 */
export function RequestDialog({ apprTypeCd, recordKey, prevApprRequestNo, open, onClose, onDone, phone = false }: {
  apprTypeCd: string; recordKey: string; prevApprRequestNo?: number | null; open: boolean; onClose: () => void; onDone?: () => void;
  /** phone-sized (375 px): full width, one step per block, 44 px touch targets */
  phone?: boolean;
}) {
  const { t } = useT(APPR_NS);
  const q = useQuery({ queryKey: ['appr', 'resolve', apprTypeCd, recordKey], queryFn: () => apprApi.resolve(apprTypeCd, recordKey), enabled: open });
  return (
    <Modal open={open} title={t('line.preview')} onCancel={onClose} maskClosable={false} footer={null} destroyOnHidden {...(phone ? PHONE_MODAL : { width: 720 })}>
      {!q.data ? <Spin /> : <LineEditor key={q.dataUpdatedAt} data={q.data} apprTypeCd={apprTypeCd} recordKey={recordKey} prevApprRequestNo={prevApprRequestNo} onClose={onClose} onDone={onDone} phone={phone} />}
    </Modal>
  );
}

function LineEditor({ data, apprTypeCd, recordKey, prevApprRequestNo, onClose, onDone, phone }: {
  data: TResolvedLine; apprTypeCd: string; recordKey: string; prevApprRequestNo?: number | null | undefined; onClose: () => void; onDone?: (() => void) | undefined;
  phone: boolean;
}) {
  const { t } = useT(APPR_NS);
  const { message } = App.useApp();
  const [rows, setRows] = useState<Row[]>(() => data.slots.filter((s) => !s.selfHeld).map((s) => ({
    key: `s${s.slotNo}`, slotNo: s.slotNo, slotKind: s.slotKind as Row['slotKind'], userId: s.approver?.userId ?? null, initial: s.approver,
    fixed: s.changeableYn !== 'Y' && !!s.approver, removable: s.requiredYn !== 'Y',
  })));
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const tpl = data.template;
  const btn = phone ? 'large' : 'small';
  const touch = phone ? TOUCH : undefined;
  const addable = !tpl || tpl.addableYn === 'Y';

  const addRow = (slotKind: Row['slotKind']) => setRows((r) => [...r, { key: `x${Date.now()}`, slotNo: null, slotKind, userId: null, initial: null, fixed: false, removable: true }]);
  const move = (i: number, d: number) => setRows((r) => {
    const n = [...r];
    const [x] = n.splice(i, 1);
    n.splice(i + d, 0, x!);
    return n;
  });

  const submit = async () => {
    const line = rows.filter((r) => r.userId).map((r) => ({ slotNo: r.slotNo, slotKind: r.slotKind, approverUserId: r.userId! }));
    setBusy(true);
    try {
      await apprApi.create({ apprTypeCd, recordKey, line, comment: comment.trim() || undefined, ...(prevApprRequestNo ? { prevApprRequestNo } : {}) });
      void message.success(t('doc.requested'));
      await invalidateAppr();
      onDone?.();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
        <>
          {!tpl && <Alert type="info" showIcon title={t('common.noTemplate')} style={{ marginBottom: 8 }} />}
          {tpl && <Typography.Paragraph strong>{tpl.apprLineNm}</Typography.Paragraph>}
          <List
            size="small"
            bordered
            dataSource={rows}
            renderItem={(r, i) => {
              const tools = [
                ...(r.slotNo === null ? [<Button key="u" size={btn} style={touch} aria-label="↑" disabled={i === 0} onClick={() => move(i, -1)}>↑</Button>, <Button key="d" size={btn} style={touch} aria-label="↓" disabled={i === rows.length - 1} onClick={() => move(i, 1)}>↓</Button>] : []),
                ...(r.removable ? [<Button key="x" size={btn} style={touch} danger aria-label={t('line.remove')} onClick={() => setRows((x) => x.filter((y) => y.key !== r.key))}>✕</Button>] : []),
              ];
              const who = (
                <>
                  <Tag color={r.slotKind === 'REFERENCE' ? 'purple' : r.slotKind === 'AGREE' ? 'gold' : r.slotKind === 'CONFIRM' ? 'cyan' : 'blue'}>{t(`kind.${r.slotKind}`)}</Tag>
                  {r.fixed ? <span>{r.initial?.userNm} · {r.initial?.deptNm} · {r.initial?.dutyNm}</span> : (
                    <UserSelect value={r.userId} initial={r.initial} ariaLabel={t(`kind.${r.slotKind}`)} style={phone ? { width: '100%', minWidth: 0, minHeight: 44 } : undefined}
                      onChange={(v) => setRows((x) => x.map((y) => (y.key === r.key ? { ...y, userId: v ?? null } : y)))} />
                  )}
                  {!r.userId && <Typography.Text type="danger">{t('line.unresolved')}</Typography.Text>}
                </>
              );
              // on a phone a step is a block: its kind and person on one line each, its tools under them
              return phone ? (
                <List.Item data-testid={`line-row-${i}`} style={{ display: 'block' }}>
                  <Space direction="vertical" size={6} style={{ width: '100%' }}>{who}{tools.length > 0 && <Space size={8}>{tools}</Space>}</Space>
                </List.Item>
              ) : (
                <List.Item data-testid={`line-row-${i}`} actions={tools}><Space>{who}</Space></List.Item>
              );
            }}
          />
          {addable && (
            <Space style={{ marginTop: 8, ...(phone ? { display: 'flex' } : {}) }} styles={{ item: phone ? { flex: 1 } : {} }}>
              <Select placeholder={t('line.addStep')} style={phone ? { width: '100%', minHeight: 44 } : { width: 200 }} value={null}
                options={(tpl ? ['AGREE', 'REFERENCE'] : ['APPROVE', 'AGREE', 'CONFIRM', 'REFERENCE']).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                onChange={(k: Row['slotKind']) => addRow(k)} />
            </Space>
          )}
          <Input.TextArea rows={2} style={{ marginTop: 8 }} maxLength={1000} placeholder={t('popup.comment')} value={comment} onChange={(e) => setComment(e.target.value)} />
          {phone ? (
            <Space direction="vertical" size={8} style={{ marginTop: 12, width: '100%' }}>
              <Button type="primary" size="large" block style={touch} loading={busy} onClick={submit} disabled={!rows.some((r) => r.userId)}>{t('doc.request')}</Button>
              <Button size="large" block style={touch} onClick={onClose}>{t('common.cancel')}</Button>
            </Space>
          ) : (
            <Space style={{ marginTop: 12, display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button type="primary" loading={busy} onClick={submit} disabled={!rows.some((r) => r.userId)}>{t('doc.request')}</Button>
            </Space>
          )}
        </>
  );
}
