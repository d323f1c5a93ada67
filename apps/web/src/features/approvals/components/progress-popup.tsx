import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Space, Spin } from 'antd';
import { useT } from '@/lib/i18n';
import { apprApi } from '../api';
import { APPR_NS } from '../approvals.i18n';
import { invalidateAppr } from '../query';
import { ApprovalLine, DecisionPanel, RequestSummary } from './appr-parts';

/** 결재 진행 현황: the request, each step with its decision and signature; decide or recall when the caller may */
export function ProgressPopup({ apprRequestNo, onClose, onOpen }: { apprRequestNo: number | null; onClose: () => void; onOpen?: (no: number) => void }) {
  const { t } = useT(APPR_NS);
  const { message, modal } = App.useApp();
  const q = useQuery({ queryKey: ['appr', 'request', apprRequestNo], queryFn: () => apprApi.request(apprRequestNo!), enabled: apprRequestNo !== null });
  const req = q.data;
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
      width="80%"
      style={{ top: 50, maxWidth: 1100 }}
      maskClosable={false}
      onCancel={onClose}
      footer={
        <Space>
          {req?.prevApprRequestNo && <Button onClick={() => onOpen?.(req.prevApprRequestNo!)}>{t('popup.prev')} #{req.prevApprRequestNo}</Button>}
          {req?.nextApprRequestNo && <Button onClick={() => onOpen?.(req.nextApprRequestNo!)}>{t('popup.next')} #{req.nextApprRequestNo}</Button>}
          {req?.canRecall && <Button danger onClick={recall}>{t('popup.recall')}</Button>}
          <Button onClick={onClose}>{t('popup.close')}</Button>
        </Space>
      }
    >
      {!req ? (
        <Spin />
      ) : (
        <div data-testid="appr-progress">
          <RequestSummary req={req} />
          <div style={{ marginTop: 16 }}>
            <ApprovalLine steps={req.steps} />
          </div>
          <DecisionPanel req={req} onDone={onClose} />
        </div>
      )}
    </Modal>
  );
}
