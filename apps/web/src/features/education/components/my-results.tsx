import { Card, List, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { eduApi, eduKeys } from '../edu-api';
import { EDU_NS } from '../edu.i18n';

/** 내 시험 결과 (the phone): every attempt of mine, newest course first, with score and pass */
export function MyResults() {
  const { t } = useT(EDU_NS);
  const q = useQuery({ queryKey: eduKeys.myResults, queryFn: () => eduApi.myResults() });
  const rows = q.data?.list ?? [];
  return (
    <Card size="small" title={t('my.results')} style={{ marginTop: 12 }} data-testid="edu-my-results" loading={q.isLoading}>
      <List size="small" dataSource={rows} locale={{ emptyText: t('my.noResults') }}
        renderItem={(r) => (
          <List.Item style={{ flexWrap: 'wrap', gap: 4 }}>
            <div style={{ minWidth: 0, flex: '1 1 200px' }}>
              <div style={{ fontWeight: 600, wordBreak: 'keep-all' }}>{r.courseNm}</div>
              <div style={{ color: 'rgba(0,0,0,.55)', fontSize: 13 }}>{t('my.resultLine', { n: r.attemptNo, ymd: r.examYmd })}</div>
            </div>
            <span>
              {r.score !== null && <Tag>{t('my.score', { n: r.score })}</Tag>}
              {r.passYn ? <Tag color={r.passYn === 'Y' ? 'green' : 'red'}>{r.passYn === 'Y' ? t('my.passed') : t('my.failed')}</Tag> : <Tag>{t(`result.${r.statusCd}`)}</Tag>}
            </span>
          </List.Item>
        )} />
    </Card>
  );
}
