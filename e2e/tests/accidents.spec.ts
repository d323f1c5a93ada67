import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

const out = path.join('test-results', 'pdf');
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');

/** issue 15 at 1440 px: the register shows the server's classification; the 산업재해조사표 renders to an A4 PDF */
test('an accident with two victims: register list and detail in Korean, and its 산업재해조사표 as PDF', async ({ page }) => {
  // a print to PDF takes tens of seconds on a loaded 2-core machine
  test.setTimeout(150_000);
  mkdirSync(out, { recursive: true });
  const safety = await apiLogin(page, 'safety01');
  const title = `보일러 비계 해체 중 추락 ${Date.now()}`;
  const c = await page.request.post('/api/saf/accidents', {
    headers: { 'X-Authorization': safety.accessToken },
    data: {
      plantCd: '1000', deptCd: 'D1410', title, occurredYmd: '2026-11-20', occurredTime: '10:40', place: '1호기 보일러동 7층 외벽', accidentTypeCd: 'FALL',
      causeObjectCd: 'SCAFFOLD', injureObjectCd: 'FLOOR', summary: '비계 해체 중 발판과 함께 추락',
      victims: [
        { victimTypeCd: 'VENDOR', vendorCd: 'V0001', victimNm: '정대호', age: 52, serviceYears: 3, injuryKindCd: 'FRACTURE', bodyPartCd: 'WHOLE', treatmentDays: 200, lostDays: 150, deathYn: 'N', illnessYn: 'N' },
        { victimTypeCd: 'EMPLOYEE', victimUserId: 'worker01', age: 31, injuryKindCd: 'FRACTURE', bodyPartCd: 'LEG', treatmentDays: 190, lostDays: 120, deathYn: 'N', illnessYn: 'N' },
      ],
    },
  });
  expect(c.status(), await c.text()).toBe(200);
  const a = (await c.json()) as { accidentNo: number; oshaSeriousYn: string; sapaSeriousYn: string; investigationReportDueYmd: string };
  expect(a).toMatchObject({ oshaSeriousYn: 'Y', sapaSeriousYn: 'Y', investigationReportDueYmd: '2026-12-20' });

  // the landing lists the open 조사표 deadline and the 무재해 days
  await page.goto('/');
  await expect(page.getByTestId('accident-deadline-portlet')).toContainText(title);
  await expect(page.getByTestId('noaccident-portlet')).toContainText('서해화력발전소');
  await screenshot(page, 'accidents-landing');

  await page.goto(`/saf/accident?key=${a.accidentNo}`);
  await expect(page.getByText(title).first()).toBeVisible();
  // the server's classification as warnings with the deadline, and the code names (not the codes)
  await expect(page.getByTestId('detail-alert-alertSapa')).toContainText('중대산업재해');
  await expect(page.getByTestId('detail-alert-alertReport')).toContainText('2026-12-20');
  await expect(page.getByText('떨어짐').first()).toBeVisible();
  await screenshot(page, 'accidents-register-detail');

  // registered, received through the registration approval (안전팀장 e0009), investigated with a countermeasure
  const H = { 'X-Authorization': safety.accessToken };
  const version = async () => ((await (await page.request.get(`/api/saf/accidents/${a.accidentNo}`, { headers: H })).json()) as { version: number }).version;
  expect((await page.request.post(`/api/saf/accidents/${a.accidentNo}/transition`, { headers: H, data: { action: 'REGISTER', version: await version() } })).status()).toBe(200);
  const r = await page.request.post('/api/manage/apprrequest', { headers: H, data: { apprTypeCd: 'SAF_ACCIDENT', recordKey: String(a.accidentNo), line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }] } });
  expect(r.status(), await r.text()).toBe(200);
  const apprNo = ((await r.json()) as { apprRequestNo: number }).apprRequestNo;
  const leader = (await (await page.request.post('/login/login', { data: { username: 'e0009', password: 'demo1234!' } })).json()) as { accessToken: string };
  const L = { 'X-Authorization': leader.accessToken };
  const steps = ((await (await page.request.get(`/api/manage/apprrequest/${apprNo}`, { headers: L })).json()) as { steps: { stepNo: number; stepStatus: string }[] }).steps;
  const d = await page.request.patch(`/api/manage/appr/${apprNo}`, { headers: L, data: { stepNo: steps.find((x) => x.stepStatus === 'PENDING')!.stepNo, decisionCd: 'APPROVE' } });
  expect(d.status(), await d.text()).toBe(200);
  const measure = `7층 외벽 비계 수평 구명줄 설치 ${Date.now()}`;
  const inv = await page.request.post('/api/saf/accident-investigations', {
    headers: H,
    data: {
      accidentNo: a.accidentNo, plantCd: '1000', deptCd: 'D1410', investFromYmd: '2026-11-21', summary: '안전대 부착설비 미설치 상태에서 해체 작업', rootCause: '해체 작업계획서에 부착설비 누락',
      causes: [{ causeKindCd: 'UNSAFE_ACT', causeCd: 'PPE', description: '안전대 미체결', why1: '부착설비 없음', why2: '작업계획서 누락' }],
      countermeasures: [{ content: measure, assigneeUserId: 'worker01', dueYmd: '2026-12-31' }],
    },
  });
  expect(inv.status(), await inv.text()).toBe(200);
  // the countermeasure is an improvement action in the register
  await page.goto('/impr/imprAction');
  await expect(page.getByText(measure).first()).toBeVisible();
  await screenshot(page, 'accidents-countermeasure-in-impr');

  // the 산업재해조사표 opens from the accident's detail
  await page.goto(`/saf/accident?key=${a.accidentNo}`);
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('resource-print-safAccidentReport').click()]);
  await expect(tab.getByTestId('accident-report')).toBeVisible();
  await expect(tab.getByText('Ⅴ. 재발방지 계획')).toBeVisible();
  await expect(tab.getByText(measure)).toBeVisible();
  await screenshot(tab, 'accidents-report-print');
  const file = path.join(out, 'accident-report.pdf');
  writeFileSync(file, await tab.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  const text = pdfText(file);
  for (const s of ['산업재해조사표', 'Ⅰ. 사업장 정보', 'Ⅱ. 재해 정보', 'Ⅲ. 재해 발생 개요', 'Ⅳ. 재해 발생 원인', 'Ⅴ. 재발방지 계획', '정대호', '박현장', '떨어짐', '안전대 미체결', '수평 구명줄']) {
    expect(text, `PDF has ${s}`).toContain(s);
  }
});

test('accident statistics of the plant: rates, charts (chart code on this page only), months and YTD, department, Excel (Korean)', async ({ page }) => {
  const chartJs: string[] = [];
  page.on('response', (r) => { if (/\/assets\/jk-chart-[^/]+\.js$/.test(new URL(r.url()).pathname)) chartJs.push(r.url()); });
  await apiLogin(page, 'safety01');
  await page.goto('/');
  await expect(page.getByTestId('landing')).toBeVisible();
  await page.goto('/saf/accident');
  await expect(page.getByText('사고관리').first()).toBeVisible();
  expect(chartJs, 'chart code before the statistics page').toEqual([]);
  await page.goto('/saf/accidentStat');
  await expect(page.getByTestId('stat-frequencyRate')).toBeVisible();
  await expect(page.getByText('재해발생형태별')).toBeVisible();
  await expect(page.getByText('기인물별')).toBeVisible();
  await expect(page.getByText('선행지표')).toBeVisible();
  await expect(page.getByTestId('stat-chart-month').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('stat-chart-byType').locator('canvas')).toBeVisible();
  expect(chartJs).toHaveLength(1);
  await expect(page.getByTestId('stat-month-table').getByRole('row')).toHaveCount(14);
  await expect(page.getByTestId('stat-ytd-row')).toContainText('누계');
  await screenshot(page, 'accidents-stat');
  await page.getByTestId('stat-chart-byType').scrollIntoViewIfNeeded();
  await screenshot(page, 'accidents-stat-counts');
  await page.getByText('선행지표').scrollIntoViewIfNeeded();
  await screenshot(page, 'accidents-stat-leading');
  // a department (with its sub-departments)
  await page.getByLabel('부서 (하위 포함)').fill('발전처');
  await page.keyboard.press('Enter');
  await expect(page.getByText('월별 추이 (선택 부서)')).toBeVisible();
  // the statistics as Excel
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('stat-excel').click()]);
  expect(download.suggestedFilename()).toMatch(/^사고통계_\d{4}\.xlsx$/);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByTestId('stat-chart-month').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('stat-chart-month').locator('canvas')).toBeVisible();
  await screenshot(page, 'accidents-stat-phone');
});
