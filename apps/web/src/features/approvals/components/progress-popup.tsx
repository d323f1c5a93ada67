import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Space, Spin } from 'antd';
import { useT } from '@/lib/i18n';
import { apprApi } from '../api';
import { APPR_NS } from '../approvals.i18n';
import { invalidateAppr } from '../query';
import { ApprovalLine, DecisionPanel, RequestSummary } from './appr-parts';
import { PHONE_MODAL, TOUCH } from './phone';

/** 결재 진행 현황: the request, each step with its decision and signature; decide or recall when the caller may */
export function ProgressPopup({ apprRequestNo, onClose, onOpen, phone = false }: {
  apprRequestNo: number | null; onClose: () => void; onOpen?: (no: number) => void;
  /** phone-sized (375 px): full width, the line as a vertical list, the buttons stacked at 44 px */
  phone?: boolean;
}) {
  const { t } = useT(APPR_NS);
  const { message, modal } = App.useApp();
  const q = useQuery({ queryKey: ['appr', 'request', apprRequestNo], queryFn: () => apprApi.request(apprRequestNo!), enabled: apprRequestNo !== null });
  const req = q.data;
  const big = phone ? { size: 'large' as const, block: true, style: TOUCH } : {};
  const recall = () =>
    modal.confirm({
      title: t('common.ok'), content: t('popup.confirmRecall'), okText: t('common.ok'), cancelText: t('common.cancel'),
      onOk: async () => {
        await apprApi.recall(req!.apprRequestNo, req!.version);
        void message.success(t('popup.recalled'));
        await invalidateAppr();
      },
    });
  return (
    <Modal
      open={apprRequestNo !== null}
      title={t('popup.title')}
      {...(phone ? PHONE_MODAL : { width: '80%', style: { top: 50, maxWidth: 1100 } })}
      maskClosable={false}
      onCancel={onClose}
      footer={
        <Space direction={phone ? 'vertical' : 'horizontal'} style={phone ? { width: '100%' } : undefined}>
          {req?.prevApprRequestNo && <Button {...big} onClick={() => onOpen?.(req.prevApprRequestNo!)}>{t('popup.prev')} #{req.prevApprRequestNo}</Button>}
          {req?.nextApprRequestNo && <Button {...big} onClick={() => onOpen?.(req.nextApprRequestNo!)}>{t('popup.next')} #{req.nextApprRequestNo}</Button>}
          {req?.canRecall && <Button {...big} danger onClick={recall}>{t('popup.recall')}</Button>}
          <Button {...big} onClick={onClose}>{t('popup.close')}</Button>
        </Space>
      }
    >
      {!req ? (
        <Spin />
      ) : (
        <div data-testid="appr-progress">
          <RequestSummary req={req} />
          <div style={{ marginTop: 16 }}>
            <ApprovalLine steps={req.steps} compact={phone} />
          </div>
          <DecisionPanel req={req} onDone={onClose} padWidth={phone ? 300 : 320} />
        </div>
      )}
    </Modal>
  );
}
