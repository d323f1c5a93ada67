import { useState } from 'react';
import { Button, Card, Empty, Space, Tag, Tooltip } from 'antd';
import { MutedText } from '@/components/form/muted-text';
import { useQuery } from '@tanstack/react-query';
import { CHM_LINK_API, type TChmHealthSuggestAnswer, type TChmHealthSuggestion } from '@jikim/shared';
import { DeptTreePicker } from '@/components';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { HEA_CHM_NS } from './chm-suggestions.i18n';

const findSuggestions = (plantCd: string, deptCd: string) => http.get<TChmHealthSuggestAnswer>(CHM_LINK_API.healthSuggestions, { plantCd, deptCd }, { silent: true });

/**
 * 특수건강진단 유해인자 / 작업환경측정 대상 suggested by the chemicals module for a department (the regulated products used
 * in its storages): each substance the health master knows is a one-click pick; the others say to register the factor.
 */
export function ChmHealthSuggestions({ plantCd, kind, onPick, disabled }: {
  plantCd: string;
  kind: 'checkup' | 'measure';
  onPick: (s: TChmHealthSuggestion & { hazardCd: string }) => void;
  disabled?: boolean;
}) {
  const { t } = useT(HEA_CHM_NS);
  const [deptCd, setDeptCd] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['hea', 'chmSuggest', plantCd, deptCd], enabled: !!deptCd, queryFn: () => findSuggestions(plantCd, deptCd!) });
  const list = kind === 'checkup' ? q.data?.checkupFactors : q.data?.measureTargets;
  return (
    <Card size="small" title={t('title')} style={{ marginBottom: 12 }} data-testid="chm-health-suggestions">
      <Space direction="vertical" style={{ width: '100%' }}>
        <div style={{ maxWidth: 360 }}>
          <DeptTreePicker label={t('dept')} plantCd={plantCd} value={deptCd} onChange={(v) => setDeptCd(v)} />
        </div>
        {!deptCd && <MutedText>{t('pickDept')}</MutedText>}
        {deptCd && q.data && (
          <>
            <strong>{t(kind)}</strong>
            <MutedText>{t(q.data.basis === 'DEPT' ? 'basisDept' : 'basisPlant')}</MutedText>
            {!list?.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} /> : (
              <Space wrap>
                {list.map((s) => {
                  const nm = s.hazardNm ?? s.chemNmKo ?? s.casNo;
                  const tip = `${s.casNo} · ${t('products', { p: s.prodNms.join(', '), s: s.storageNms.join(', ') })}${s.cycleMonths ? ` · ${t('cycle', { n: s.cycleMonths })}` : ''}`;
                  const hazardCd = s.hazardCd;
                  return hazardCd ? (
                    <Tooltip key={s.casNo} title={tip}>
                      <Button size="small" disabled={disabled} onClick={() => onPick({ ...s, hazardCd })}>{nm}</Button>
                    </Tooltip>
                  ) : (
                    <Tooltip key={s.casNo} title={`${t('notInMaster')} ${tip}`}>
                      <Tag>{nm} ({s.casNo})</Tag>
                    </Tooltip>
                  );
                })}
              </Space>
            )}
          </>
        )}
      </Space>
    </Card>
  );
}
