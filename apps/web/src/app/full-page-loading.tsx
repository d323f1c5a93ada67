import { useShellT } from '@/features/shell/shell.i18n';
import './full-page-loading.css';

/** light loading screen of the first chunk (no Ant Design Spin, to keep /login small) */
export function FullPageLoading() {
  const { t } = useShellT();
  return (
    <div className="jk-fullpage-loading" role="status" aria-live="polite">
      <span className="jk-spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
