import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useShellT } from '../shell.i18n';
import '../login/login.i18n';

export type ErrorKind = 'notFound' | 'noPermission' | 'moduleNotFound' | 'unauthorized' | 'restricted' | 'pageError';
const STATUS = { notFound: '404', noPermission: '403', moduleNotFound: '404', unauthorized: '403', restricted: '403', pageError: 'error' } as const;

/** error pages: 404, 401, no menu permission, module-not-found (spec §8 unknown page module) */
export default function ErrorPage({ kind, url, standalone }: { kind: ErrorKind; url?: string; standalone?: boolean }) {
  const { t } = useShellT();
  const navigate = useNavigate();
  const title = kind === 'pageError' ? t('http.generic') : t(`errors.${kind}`);
  return (
    <div style={standalone ? { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' } : undefined} data-error-kind={kind}>
      <Result
        status={STATUS[kind]}
        title={title}
        subTitle={kind === 'moduleNotFound' ? t('errors.moduleNotFoundDetail', { url: url ?? '' }) : undefined}
        extra={
          <Button type="primary" onClick={() => navigate(kind === 'unauthorized' ? '/login' : '/')}>
            {kind === 'unauthorized' ? t('login.submit') : t('errors.home')}
          </Button>
        }
      />
    </div>
  );
}
