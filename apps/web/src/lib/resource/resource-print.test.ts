import { afterEach, describe, expect, it } from 'vitest';
import { imprActionResource, permitResource, rsaAssessmentResource } from '@jikim/shared';
import { setPlantTimeZone } from '@/components/grid/plant-time';
import { picksOf, pickTextKey, resourcePrintProps, signOffApproval } from './resource-print';

afterEach(() => setPlantTimeZone(undefined));

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

describe('print of a record with child rows', () => {
  it('prints each collection with rows as a table of its columns (names for codes and users), leaving out columns empty in every row', () => {
    const a = {
      assessNo: 7, planNo: 3, plantCd: '1000', plantNm: '서해화력발전소', deptCd: 'D1310', deptNm: '발전1팀', methodCd: 'FREQ_SEV', methodNm: '빈도·강도법', unitWorkNm: '버너 교체',
      hazards: [
        { hazardNo: 1, hazardClassCd: 'MECHANICAL', hazardClassNm: '기계적 요인', hazardNm: '비계 위 추락', likelihood: 4, severity: 5, riskScore: 20, riskGradeNm: '즉시개선', measure: '안전난간', ownerUserId: 'worker01', ownerUserNm: '박현장' },
        { hazardNo: 2, hazardClassCd: 'ENVIRONMENT', hazardClassNm: '작업환경 요인', hazardNm: '조명 부족', likelihood: 1, severity: 2, riskScore: 2, riskGradeNm: '허용' },
      ],
      checkItems: [],
    };
    const p = resourcePrintProps(rsaAssessmentResource, a, 'ko');
    expect(p.title).toBe('작업위험성 평가표');
    expect(p.sections).toHaveLength(2);
    const g = p.sections[1]!;
    expect(g.title).toBe('유해·위험요인');
    expect(g.table!.columns.map((c) => c.label)).toEqual(['분류', '유해·위험요인', '가능성', '중대성', '위험성', '등급', '감소대책', '담당자']);
    expect(g.table!.rows[0]).toEqual(['기계적 요인', '비계 위 추락', '4', '5', '20', '즉시개선', '안전난간', '박현장']);
    expect(g.table!.rows[1]).toEqual(['작업환경 요인', '조명 부족', '1', '2', '2', '허용', '', '']);
  });

  it('prints only the collections and columns of the record\'s kind (visibleWhen: a JSA assessment prints its steps, not stray rows)', () => {
    const a = {
      assessNo: 8, planNo: 4, plantCd: '1000', plantNm: '서해화력발전소', deptCd: 'D1410', deptNm: '기계팀', methodCd: 'JSA', methodNm: 'JSA', unitWorkNm: '급수펌프 정비',
      hazards: [{ hazardNo: 9, hazardClassCd: 'MECHANICAL', hazardClassNm: '기계적 요인', hazardNm: '남은 행', levelCd: 'HIGH', levelNm: '상', levelReason: '근거' }],
      jsaSteps: [{ jsaNo: 1, taskNm: '실 교체', stepNo: 2, stepDesc: '케이싱 인양', hazardNm: '케이싱 낙하', likelihood: 4, severity: 5, riskScore: 20, riskGradeNm: '즉시개선', measure: '하부 출입통제' }],
    };
    const p = resourcePrintProps(rsaAssessmentResource, a, 'ko');
    expect(p.sections.map((x) => x.title ?? null)).toEqual([null, 'JSA 작업단계']);
    expect(p.sections[1]!.table!.rows[0]).toEqual(['실 교체', '2', '케이싱 인양', '케이싱 낙하', '4', '5', '20', '즉시개선', '하부 출입통제']);
    // a 3단계 assessment prints the 상·중·하 columns of its hazards, not the likelihood and severity ones
    const three = resourcePrintProps(rsaAssessmentResource, { ...a, methodCd: 'THREE_STEP', jsaSteps: [], hazards: [{ ...a.hazards[0], likelihood: 3 }] }, 'ko');
    expect(three.sections[1]!.table!.columns.map((c) => c.label)).toEqual(['분류', '유해·위험요인', '위험성 수준', '판단 근거']);
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

describe('print of a work permit (issue 34: names, no empty rows, sign-offs as the 결재란)', () => {
  const permit = {
    permitNo: 41, statusCd: 'COMPLETED', plantCd: '1000', plantNm: '서해화력발전소', projectNo: 4, projectNm: '보일러 #2 과열기 튜브 교체', vendorCd: 'V0001', vendorNm: '한빛플랜트',
    kindCd: 'HOT', kindNm: '화기작업', workNm: '과열기 튜브 절단·용접', workYmd: '2026-11-20', startTm: '08:30', endTm: '17:00', areaCd: 'E_BOILER', areaNm: '보일러동',
    placeDesc: null, mapNo: 1, mapNm: null, mapX: 0.3, mapY: 0.4, requestDeptCd: 'D1410', requestDeptNm: '기계팀', superviseDeptCd: 'D1410', superviseDeptNm: '기계팀',
    ppeCds: 'HELMET,SHOES', ppeCdsNm: '안전모, 안전화', coopDeptCds: null, fireWatcherNm: null, version: 5,
    workers: [{ permitWorkerNo: 1, workerNo: 1, workerNm: '홍길동', vendorCd: 'V0001', vendorNm: '한빛플랜트', roleCd: 'LEADER', roleNm: '작업반장', rowNo: 1 }],
  };
  it('prints references as names (project, code list, roster worker), never their keys; leaves out empty optional fields and map coordinates', () => {
    const p = resourcePrintProps(permitResource, permit, 'ko');
    const fields = p.sections[0]!.fields;
    const value = (label: string) => fields.find((f) => f.label === label)?.value;
    expect(value('공사')).toBe('보일러 #2 과열기 튜브 교체');
    expect(value('보호구')).toBe('안전모, 안전화');
    // the map's name was not answered: no row rather than "배치도 1"; no coordinates on paper; no empty 작업장소 상세
    for (const l of ['배치도', '지도 X(0~1)', '지도 Y(0~1)', '작업장소 상세', '협조부서', '화기감시자']) expect(fields.some((f) => f.label === l), l).toBe(false);
    const workers = p.sections.find((s) => s.title === '작업자')!.table!;
    expect(workers.rows[0]).toEqual(['홍길동', '한빛플랜트', '작업반장']);
  });

  it('makes the 결재란 of the declared sign-offs: one box per role in order with name, signature and day; an unsigned role stays empty', () => {
    setPlantTimeZone('Asia/Seoul');
    const a = signOffApproval(permitResource, [
      { roleCd: 'SUPERVISOR', userNm: '김안전', signature: 'data:image/png;base64,AA', signedDt: '2026-11-19T23:30:00.000Z' },
      { roleCd: 'REQUESTER', userNm: '이협력', signature: 'data:image/png;base64,BB', signedDt: '2026-11-19T01:00:00.000Z' },
    ])!;
    expect(a.boxes.map((b) => [b.role, b.name, b.date, b.waiting])).toEqual([
      ['신청', '이협력', '2026.11.19', false], ['감독', '김안전', '2026.11.20', false], ['허가', null, null, true],
    ]);
    expect(signOffApproval(imprActionResource, [])).toBeNull();
  });
});

describe('print of picked records (reference.pick: a HAZOP row\'s equipment tag, a permit\'s chemical products)', () => {
  const permit = {
    permitNo: 41, statusCd: 'DRAFT', plantCd: '1000', plantNm: '서해화력발전소', kindCd: 'GENERAL', workNm: '탈염설비 세정', workYmd: '2031-04-01',
    chemProds: [{ permitChemNo: 1, chemProdNo: 7, qty: 20, unitCd: 'L' }, { permitChemNo: 2, chemProdNo: 9, qty: 5, unitCd: 'KG' }],
  };
  it('collects every picked record once, and prints each by its number · name, never its bare key', () => {
    const picks = picksOf(permitResource, permit);
    expect(picks.map((p) => `${p.pick.url}/${p.value}`)).toEqual(['/api/baseinfo/chemprod/7', '/api/baseinfo/chemprod/9']);
    const texts = new Map([[pickTextKey(picks[0]!.pick, 7), '7 · 염산 35% · 대한화학']]);
    const grid = resourcePrintProps(permitResource, permit, 'ko', texts).sections.find((s) => s.title === '사용 화학제품(MSDS)')!;
    expect(grid.table!.rows.map((r) => r[0])).toEqual(['7 · 염산 35% · 대한화학', '']);
    // without the texts (the target could not be read) the cell is blank, not "9"
    const bare = resourcePrintProps(permitResource, permit, 'ko').sections.find((s) => s.title === '사용 화학제품(MSDS)')!;
    expect(bare.table!.rows.flat()).not.toContain('7');
    expect(bare.table!.rows.flat()).not.toContain('9');
  });
});
