import { Button, Modal } from 'antd';
import { closePopup, confirmPopup, useOpenPopups } from '@/lib/popup';
import { useShellT } from '../shell.i18n';

/** renders the popups opened with openPopup() (spec §2 generic popup host) */
export function PopupHost() {
  const popups = useOpenPopups();
  const { t } = useShellT();
  return (
    <>
      {popups.map((p) => {
        const controls = { confirm: (d?: unknown) => confirmPopup(p.id, d), close: () => closePopup(p.id) };
        const showConfirm = p.showConfirm ?? !!p.onConfirm;
        return (
          <Modal
            key={p.id}
            open
            title={p.title}
            width={p.fullScreen ? '100%' : (p.width ?? '80%')}
            style={p.fullScreen ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: p.top ?? 50 }}
            maskClosable={false}
            keyboard={false}
            closable={false}
            destroyOnHidden
            footer={
              p.footer === false
                ? null
                : [
                    showConfirm && (
                      <Button key="ok" type="primary" onClick={() => controls.confirm()}>
                        {p.confirmText ?? t('popup.confirm')}
                      </Button>
                    ),
                    <Button key="close" onClick={controls.close}>
                      {p.closeText ?? t('popup.close')}
                    </Button>,
                  ]
            }
          >
            {p.render(controls)}
          </Modal>
        );
      })}
    </>
  );
}
