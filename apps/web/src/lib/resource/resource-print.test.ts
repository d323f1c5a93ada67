import { describe, expect, it } from 'vitest';
import { imprActionResource } from '@jikim/shared';
import { resourcePrintProps } from './resource-print';

const row = {
  actionNo: 306, statusCd: 'DONE', plantCd: '1000', plantNm: '서해화력발전소', deptCd: 'D1210', deptNm: '안전팀', actionTypeCd: 'REQUEST', actionTypeNm: '개선요청',
  sourceTypeCd: 'CHECK', sourceTypeNm: '안전점검', title: '밀폐공간 출입 표지판 훼손', assigneeUserId: 'worker01', assigneeUserNm: '박현장',
  dueYmd: '2026-11-29', doneYmd: '2026-11-24', result: '표지판 교체', createUserNm: '김안전', createDt: '2026-11-20T01:00:00.000Z',
};

describe('print of a workflow record', () => {
  it('prints the status first in the document language, and the server-written completion date when it has one', () => {
    const ko = resourcePrintProps(imprActionResource, row, 'ko').sections[0]!.fields;
    expect(ko[0]).toEqual({ label: '상태', value: '완료' });
    expect(ko.filter((f) => f.label === '상태')).toHaveLength(1);
    expect(ko.find((f) => f.label === '완료일')?.value).toContain('2026');
    expect(ko.find((f) => f.label === '담당자')?.value).toBe('박현장');
    const en = resourcePrintProps(imprActionResource, row, 'en').sections[0]!.fields;
    expect(en[0]).toEqual({ label: 'Status', value: 'Done' });
    // not done yet: no completion-date row
    const open = resourcePrintProps(imprActionResource, { ...row, statusCd: 'IN_PROGRESS', doneYmd: null }, 'ko').sections[0]!.fields;
    expect(open[0]!.value).toBe('조치중');
    expect(open.some((f) => f.label === '완료일')).toBe(false);
  });
});

describe('print of a field picked from an API list (optionsFrom)', () => {
  it('prints the kept label as the field value, once', async () => {
    const { eduSessionResource } = await import('@jikim/shared');
    const s = { sessionNo: 19, plantCd: '1000', plantNm: '서해화력발전소', deptCd: 'D1210', deptNm: '안전팀', courseNo: 1, courseNm: '정기 안전보건교육 (집체)', eduYmd: '2026-10-20',
      startHm: '14:00', endHm: '17:00', hours: 3, attendCnt: 32 };
    const f = resourcePrintProps(eduSessionResource, s, 'ko').sections[0]!.fields;
    expect(f.filter((x) => x.label === '교육과정')).toEqual([{ label: '교육과정', value: '정기 안전보건교육 (집체)', full: false }]);
  });
});
