// The binder page (/mgt/mgtSapa): each duty's status and evidence counts as the server answers them, the signed/live
// banner, the drawer of the records behind a count (code names, the record's link), and the A4 chapters of the print.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMgtSapa } from '@jikim/shared/src/mgt/mgt.schemas';
import { http } from '@/lib/http';
import { BinderView } from './mgt-sapa-page';
import { A4_CONTENT_PX, binderSections, chapterPages } from './mgt-sapa-print';
import { halfOf, recordLink, type TEvidenceRow } from './mgt-sapa-api';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));

const ev = (kindCd: string, count: number) => ({ kindCd, count, link: '/x' });
const binder = (signed: boolean): TMgtSapa => ({
  plantCd: '1000', year: 2026, half: 'H2', signedYn: signed ? 'Y' : 'N', reviewNo: null, frozenDt: signed ? '2026-07-16T02:00:00.000Z' : null,
  duties: [
    { dutyNo: 1, statusCd: 'DONE', evidence: [ev('TARGET_APPROVED', 1)] },
    { dutyNo: 2, statusCd: 'DONE', evidence: [ev('ORG_HEAD', 1)] },
    { dutyNo: 3, statusCd: 'PARTIAL', evidence: [ev('RSA_APPROVED', 2), ev('PATROL_FINDING', 5), ev('PATROL_CLOSED', 3)] },
    { dutyNo: 4, statusCd: 'DONE', evidence: [ev('BUDGET_LINE', 4), ev('BUDGET_EXECUTION', 6)] },
    { dutyNo: 5, statusCd: 'PARTIAL', evidence: [ev('BUDGET_DEPT', 2), ev('TARGET_REVIEWED', 0)] },
    { dutyNo: 6, statusCd: 'DONE', evidence: [ev('APPOINT_ACTIVE', 7), ev('APPOINT_WARNING', 0)] },
    { dutyNo: 7, statusCd: 'PARTIAL', evidence: [ev('NEAR_MISS', 3), ev('COMMITTEE_HELD', 1)] },
    { dutyNo: 8, statusCd: 'NOT_DONE', evidence: [ev('DRILL_DONE', 0)] },
    { dutyNo: 9, statusCd: 'DONE', evidence: [ev('VENDOR_EVAL', 1)] },
  ],
  lawCheck: { statusCd: 'PARTIAL', evidence: [ev('LAW_APPLICABLE', 30), ev('LAW_CHECKED', 12), ev('LAW_NONCOMPLY', 1)] },
});
const patrolRows: TEvidenceRow[] = [
  { key: '41', title: '보일러동 3층 — 난간 파손', ymd: '2026-08-03', statusNm: 'CLOSED' },
  { key: '42', title: '석탄취급설비 — 컨베이어 방호덮개 없음', ymd: '2026-09-10', statusNm: 'OPEN' },
];
const codes: Record<string, { code: string; codeNm: string }[]> = {
  SAF_PATROL_STATUS: [{ code: 'CLOSED', codeNm: '종결' }, { code: 'OPEN', codeNm: '조치중' }],
};

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}
function renderView(b: TMgtSapa) {
  vi.mocked(http.get).mockImplementation(async (url: string, params?: object) => {
    if (url.startsWith('/api/sync/getselect/')) return codes[url.split('/').pop()!] ?? [];
    if (url === '/api/mgt/sapa/changes') {
      expect(params).toMatchObject({ plantCd: '1000', year: 2026, half: 'H2', lang: 'ko' });
      return {
        signedYn: 'Y', frozenDt: '2026-07-16T02:00:00.000Z', duties: [{ dutyNo: 8, frozenStatusCd: 'NOT_DONE', liveStatusCd: 'DONE' }],
        kinds: [{
          kindCd: 'DRILL_DONE', frozenCount: 0, liveCount: 1, removed: [], added: [{ key: '7', title: '보일러동 화재 훈련', ymd: '2026-08-10', statusNm: '실시완료' }],
          changed: [],
        }, {
          kindCd: 'PATROL_CLOSED', frozenCount: 3, liveCount: 3, added: [], removed: [],
          changed: [{ before: { key: '42', title: '컨베이어', ymd: '2026-09-10', statusNm: '조치중' }, after: { key: '42', title: '컨베이어', ymd: '2026-09-10', statusNm: '종결' } }],
        }],
      };
    }
    if (url === '/api/mgt/sapa/evidence') {
      expect(params).toMatchObject({ plantCd: '1000', year: 2026, half: 'H2', kindCd: 'PATROL_FINDING', lang: 'ko' });
      return { kindCd: 'PATROL_FINDING', count: 2, list: patrolRows, frozenYn: 'N' };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}><App><MemoryRouter initialEntries={['/mgt/mgtSapa']}>
      <BinderView query={{ plantCd: '1000', year: 2026, half: 'H2' }} binder={b} lang="ko" editable halfLabel="2026년 하반기" />
      <Where />
    </MemoryRouter></App></QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(http.get).mockReset();
});

describe('the binder of a half', () => {
  it('shows the nine duties and the 제5조 check with their status, article, evidence counts and rule; live banner and summary', { timeout: 30_000 }, () => {
    renderView(binder(false));
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]) expect(screen.getByTestId(`sapa-duty-${n}`)).toBeTruthy();
    expect(screen.getByTestId('sapa-status-1').textContent).toBe('이행');
    expect(screen.getByTestId('sapa-status-3').textContent).toBe('일부 이행');
    expect(screen.getByTestId('sapa-status-8').textContent).toBe('미이행');
    expect(screen.getByTestId('sapa-status-8').className).toContain('c-red');
    expect(screen.getByTestId('sapa-status-3').className).toContain('c-orange');
    expect(screen.getByTestId('sapa-status-1').className).toContain('c-green');
    const d3 = screen.getByTestId('sapa-duty-3');
    expect(d3.textContent).toContain('제3호');
    expect(d3.textContent).toContain('시행령 제4조 제3호');
    expect(d3.textContent).toContain('결재된 위험성평가');
    expect(d3.textContent).toContain('기준 1건 이상');
    expect(d3.textContent).toContain('기준 유해·위험요인 지적(순회점검)의 80% 이상');
    expect(d3.textContent).toContain('판정에 쓰지 않는 증빙');
    expect(screen.getByTestId('sapa-evidence-3-PATROL_FINDING').textContent).toBe('5건');
    expect(screen.getByTestId('sapa-duty-0').textContent).toContain('제5조 점검');
    // nothing behind a zero count
    expect((screen.getByTestId('sapa-evidence-8-DRILL_DONE') as HTMLButtonElement).disabled).toBe(true);
    const banner = screen.getByTestId('sapa-banner');
    expect(banner.textContent).toContain('결재 전');
    expect(banner.textContent).toContain('이행 5 · 일부 이행 4 · 미이행 1');
    expect(screen.getByTestId('sapa-review').textContent).toContain('이 반기의 검토 기록이 아직 없습니다.');
    expect(screen.getByRole('button', { name: '검토 의견 작성' })).toBeTruthy();
  });

  it('a signed half says when it was frozen and offers no review to write', () => {
    renderView(binder(true));
    const banner = screen.getByTestId('sapa-banner');
    expect(banner.textContent).toContain('결재완료');
    expect(banner.textContent).toContain('서명된 서류철은 이후 기록이 바뀌어도 그대로입니다');
    expect(screen.queryByRole('button', { name: '검토 의견 작성' })).toBeNull();
  });

  it('a signed half shows what changed since the sign-off: duties that would differ, counts, records added and statuses moved', async () => {
    renderView(binder(true));
    await userEvent.click(screen.getByTestId('sapa-changes-open'));
    // generous waits: the drawer's chunk loads lazily (slow on a shared machine)
    const drawer = await screen.findByTestId('sapa-changes', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(drawer).getByTestId('sapa-changes-DRILL_DONE')).toBeTruthy(), { timeout: 15_000 });
    expect(within(drawer).getByTestId('sapa-changes-duty-8').textContent).toContain('미이행 → 이행');
    const drills = within(drawer).getByTestId('sapa-changes-DRILL_DONE');
    expect(drills.textContent).toContain('서명 시 0건 → 지금 1건');
    expect(drills.textContent).toContain('추가');
    expect(drills.textContent).toContain('보일러동 화재 훈련');
    expect(within(drawer).getByTestId('sapa-changes-PATROL_CLOSED').textContent).toContain('조치중 → 종결');
  }, 30_000);

  it('a live half offers no comparison', () => {
    renderView(binder(false));
    expect(screen.queryByTestId('sapa-changes-open')).toBeNull();
  });

  it('a count opens the records behind it, statuses by their names, each opening its record in its list', async () => {
    renderView(binder(false));
    await userEvent.click(screen.getByTestId('sapa-evidence-3-PATROL_FINDING'));
    const drawer = await screen.findByTestId('sapa-evidence');
    await waitFor(() => expect(within(drawer).getByText('석탄취급설비 — 컨베이어 방호덮개 없음')).toBeTruthy());
    expect(drawer.textContent).toContain('유해·위험요인 지적(순회점검) (2건)');
    await waitFor(() => expect(within(drawer).getByText('종결')).toBeTruthy());
    expect(within(drawer).getByText('조치중')).toBeTruthy();
    expect(drawer.textContent).not.toContain('CLOSED');
    await userEvent.click(within(drawer).getByRole('button', { name: '열기 42' }));
    expect(screen.getByTestId('where').textContent).toBe('/saf/patrolFinding?key=42');
  }, 30_000);
});

describe('binder helpers', () => {
  it('the half of a day; a record link by kind (the obligation of a law check, the list alone for a department)', () => {
    expect(halfOf('2026-06-30')).toEqual({ year: 2026, half: 'H1' });
    expect(halfOf('2026-11-29')).toEqual({ year: 2026, half: 'H2' });
    expect(recordLink('DRILL_DONE', '7')).toBe('/mgt/mgtDrill?key=7');
    expect(recordLink('LAW_NONCOMPLY', '12')).toBe('/mgt/mgtLaw?key=12');
    expect(recordLink('BUDGET_DEPT', 'D1210')).toBe('/mgt/mgtBudget');
  });

  it('the print\'s page numbers: each chapter starts a new page after the whole pages the content before it fills', () => {
    const H = A4_CONTENT_PX;
    // the contents after half a page of cover (page 2); chapter 1 1.2 pages after it (page 4); chapter 2 a little after (page 5)
    expect(chapterPages([{ id: 'toc', top: 100 + H / 2 }, { id: 'duty-1', top: 100 + H / 2 + 1.2 * H }, { id: 'duty-2', top: 100 + H / 2 + 1.3 * H }], 100))
      .toEqual({ toc: 2, 'duty-1': 4, 'duty-2': 5 });
    // a chapter exactly one page long: the next starts on the next page
    expect(chapterPages([{ id: 'a', top: 100 }, { id: 'b', top: 100 + H }], 100)).toEqual({ a: 2, b: 3 });
  });

  it('the print: cover, contents linking each chapter, a page per duty with its rule and its evidence lists', () => {
    const b = binder(true);
    const s = binderSections({ binder: b, rows: { PATROL_FINDING: patrolRows }, plantNm: '서해화력발전소' },
      { reviewNo: 3, plantCd: '1000', year: 2026, half: 'H2', reviewComment: '이행 확인', apprStatusCd: 'APPROVED', signedYmd: '2026-07-16', version: 2 },
      new Map([['SAF_PATROL_STATUS', new Map([['CLOSED', '종결'], ['OPEN', '조치중']])]]), 'ko');
    const [cover, toc] = s;
    expect(cover!.pageBreak).toBeFalsy();
    expect(cover!.fields.map((f) => f.label)).toEqual(['대상 기간', '결재상태', '결재·고정 일시', '이행 현황', '검토 의견']);
    expect(cover!.fields[0]!.value).toBe('2026년 하반기 (2026. 07. 01. ~ 2026. 12. 31.)');
    expect(toc!.pageBreak).toBe(true);
    expect(toc!.table!.rows).toHaveLength(10);
    expect(toc!.table!.rows[2]![3]).toBe('일부 이행');
    expect(toc!.table!.columns.map((c) => c.label)).toEqual(['항목', '의무', '조문', '상태', '쪽']);
    // the page of each chapter, once measured
    const paged = binderSections({ binder: b, rows: {}, plantNm: null }, null, new Map(), 'ko', { 'duty-1': 3, 'duty-0': 14 });
    expect([paged[1]!.table!.rows[0]![4], paged[1]!.table!.rows[9]![4], paged[1]!.table!.rows[1]![4]]).toEqual(['3', '14', '']);
    const chapters = s.filter((x) => x.id?.startsWith('duty-'));
    expect(chapters.map((x) => x.id)).toEqual(['duty-1', 'duty-2', 'duty-3', 'duty-4', 'duty-5', 'duty-6', 'duty-7', 'duty-8', 'duty-9', 'duty-0']);
    expect(chapters.every((x) => x.pageBreak)).toBe(true);
    const d3 = s.findIndex((x) => x.id === 'duty-3');
    expect(s[d3]!.title).toBe('제3호 유해·위험요인 확인·개선 절차 마련 및 반기 1회 이상 점검');
    expect(s[d3]!.fields[2]!.value).toBe('결재된 위험성평가 1건 이상 (실적 2건)\n유해·위험요인 지적(순회점검) (판정에 쓰지 않는 증빙) (실적 5건)\n지적사항 종결: 유해·위험요인 지적(순회점검)의 80% 이상 (실적 3건)');
    const patrol = s[d3 + 2]!;
    expect(patrol.title).toBe('유해·위험요인 지적(순회점검) (5건)');
    expect(patrol.table!.rows.map((r) => r[3])).toEqual(['종결', '조치중']);
    expect(patrol.table!.rows[0]![2]).toBe('2026. 08. 03.');
    // a kind without records says so instead of an empty table
    expect(s[d3 + 1]!.fields[0]!.value).toBe('기록 없음');
  });
});
