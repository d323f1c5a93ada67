import { Card } from 'antd';
import { MYINFO_PORTLET_URL, type TMyInfoPortlet } from '@jikim/shared/src/myinfo';
import { http } from '@/lib/http';
import { formatNumber } from '@/lib/i18n';
import { PORTLET_HTTP, usePortletQuery } from '@/lib/portlet-query';
import { useDashT } from './dashboard.i18n';

/**
 * 내 정보 (GET /api/main/portlet/myinfo): who and where, approvals waiting for me, my open and overdue improvement
 * actions, and my legal education of this half-year (hours owed, done, short). Plain markup (the landing budget).
 */
export default function MyInfoPortletCard() {
  const { t } = useDashT();
  const q = usePortletQuery({ queryKey: ['portlet', 'myinfo'], queryFn: () => http.get<TMyInfoPortlet>(MYINFO_PORTLET_URL, undefined, PORTLET_HTTP) });
  const d = q.data;
  const edu = d?.education;
  const figure = (label: string, value: number | undefined, testId: string, late = false) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId} className={late && (value ?? 0) > 0 ? 'is-late' : undefined}>{t('myinfo.count', { n: formatNumber(value ?? 0) })}</dd>
    </div>
  );
  return (
    <Card size="small" data-testid="myinfo-portlet" aria-busy={q.isLoading} title={t('names.myinfo')}>
      {d && (
        <>
          <p style={{ margin: '0 0 8px' }}><strong>{d.workerNm}</strong> · {[d.plantNm ?? d.plantCd, d.deptNm ?? d.deptCd].filter(Boolean).join(' · ')}</p>
          <dl className="jk-dash-figures">
            {figure(t('myinfo.pending'), d.pendingApprovalCount, 'myinfo-pending')}
            {figure(t('myinfo.open'), d.openActionCount, 'myinfo-open')}
            {figure(t('myinfo.overdue'), d.overdueActionCount, 'myinfo-overdue', true)}
          </dl>
          {edu && (
            <p style={{ margin: '8px 0 0' }} data-testid="myinfo-edu">
              {t('myinfo.edu', { year: edu.year, half: t(`myinfo.${edu.half}`) })}: {t('myinfo.eduHours', { done: formatNumber(edu.completedHours), need: formatNumber(edu.requiredHours) })}
              {' · '}
              {edu.shortfallHours > 0 ? <strong className="is-late">{t('myinfo.shortfall', { h: formatNumber(edu.shortfallHours) })}</strong> : t('myinfo.eduOk')}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
