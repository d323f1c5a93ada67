import { Component, Suspense, type ReactNode } from 'react';
import { Button, Card } from 'antd';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { useDashT } from './dashboard.i18n';

type BoundaryProps = { children: ReactNode; fallback: (retry: () => void) => ReactNode; onReset: () => void };

class PortletBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

function Failed({ title, retry }: { title: string; retry: () => void }) {
  const { t } = useDashT();
  return (
    <Card size="small" title={title} data-testid="portlet-failed">
      <p role="alert" style={{ marginTop: 0 }}>{t('failed')}</p>
      <Button size="small" onClick={retry}>{t('retry')}</Button>
    </Card>
  );
}

/**
 * One portlet on the dashboard, on its own: a skeleton while its code and data load, its own error state with a retry
 * when either fails (the card's queries throw to here: `usePortletQuery`), so a slow or broken one never holds the rest.
 */
export function PortletFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <PortletBoundary onReset={reset} fallback={(retry) => <Failed title={title} retry={retry} />}>
          <Suspense fallback={<Card size="small" title={title} loading />}>{children}</Suspense>
        </PortletBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
