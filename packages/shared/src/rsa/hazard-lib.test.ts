import { describe, expect, it } from 'vitest';
import { blankChildRow, checkChildren } from '../resource/children.js';
import { rsaAssessmentResource } from './assessment.resource.js';
import { rsaHazardLibResource } from './hazard-lib.resource.js';
import { libControlsText, rowFromLibHazard, type TRsaLibHazard } from './hazard-pick.js';

const lib: TRsaLibHazard = {
  hazardLibNo: 7, hazardClassCd: 'MECHANICAL', hazardClassNm: '기계적 요인', hazardNm: '협착·끼임 위험 부분(회전체, 롤러)', situation: '컨베이어 청소',
  disasterTypeCd: 'CAUGHT', disasterTypeNm: '끼임', unitWorkNo: null, unitWorkNm: null,
  controls: [
    { controlKindCd: 'ENGINEERING', controlKindNm: '공학적 대책', controlText: '방호덮개 설치' },
    { controlKindCd: 'ADMIN', controlKindNm: '관리적 대책', controlText: ' LOTO ' },
  ],
};

describe('picking a library hazard into an assessment row', () => {
  it('fills class, hazard, disaster type and the standard controls of a 빈도·강도 / 3단계 row, keeping the link', () => {
    expect(rowFromLibHazard('hazards', lib)).toEqual({
      hazardLibNo: 7, hazardClassCd: 'MECHANICAL', hazardNm: '협착·끼임 위험 부분(회전체, 롤러)', disasterTypeCd: 'CAUGHT', currentControl: '방호덮개 설치 / LOTO',
    });
  });
  it('fills the hazard and the control of a JSA step', () => {
    expect(rowFromLibHazard('jsaSteps', lib)).toEqual({ hazardLibNo: 7, hazardNm: '협착·끼임 위험 부분(회전체, 롤러)', measure: '방호덮개 설치 / LOTO' });
    expect(rowFromLibHazard('checkItems', lib)).toEqual({});
  });
  it('keeps the controls within the cell (500 characters) and answers null without any', () => {
    const long = { controls: Array.from({ length: 3 }, () => ({ controlKindCd: 'ADMIN', controlKindNm: null, controlText: '가'.repeat(300) })) };
    expect([...libControlsText(long)!].length).toBe(500);
    expect(libControlsText({ controls: [] })).toBeNull();
  });
  it('the filled row passes the assessment rows check (a row of the form)', () => {
    const hazards = rsaAssessmentResource.children.find((c) => c.name === 'hazards')!;
    const row = { ...blankChildRow(hazards), ...rowFromLibHazard('hazards', lib) };
    expect(checkChildren(rsaAssessmentResource, { hazards: [row] })).toEqual({ ok: true });
  });
  it('a library hazard needs a standard control (one row at least) of a listed kind', () => {
    const base = { plantCd: '1000', hazardClassCd: 'MECHANICAL', hazardNm: 'x' };
    expect(checkChildren(rsaHazardLibResource, { ...base, controls: [] }, { whole: true })).toMatchObject({ ok: false, collection: 'controls', message: '[표준 안전대책]을(를) 1행 이상 입력해야 합니다.' });
    expect(checkChildren(rsaHazardLibResource, { ...base, controls: [{ controlKindCd: 'MAGIC', controlText: 'x' }] })).toMatchObject({ ok: false, rowNo: 1, field: 'controlKindCd' });
    expect(checkChildren(rsaHazardLibResource, { ...base, controls: [{ controlKindCd: 'PPE', controlText: '안전모' }] })).toEqual({ ok: true });
  });
});
