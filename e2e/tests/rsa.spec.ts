import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiLogin, loginAs, screenshot } from '../helpers';

const out = path.resolve(import.meta.dirname, '../../test-results/print');
const kstYmd = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** draw a stroke on the signature pad and keep it (as approvals.spec.ts) */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + 20 + i * 12, box.y + 40 + (i % 2 ? 30 : -10));
  await page.mouse.up();
  await page.getByRole('button', { name: '서명 저장' }).click();
  await expect(page.getByText('서명 완료')).toBeVisible();
}

/** the 안전팀 team leader (the plan's approver) decides the pending step in the approval inbox */
async function approveAsLeader(browser: Browser, leader: string, title: string, shot: string, summary = '평가종류: 수시 / 방법: 빈도·강도법') {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await ctx.newPage();
  try {
    await loginAs(page, leader);
    await page.goto('/mobile/apprWhich');
    const list = page.getByTestId('mobile-appr-list');
    await expect(list).toBeVisible();
    await list.getByText(title).first().click();
    const detail = page.getByTestId('mobile-appr-detail');
    await expect(detail.getByText(title).first()).toBeVisible();
    await expect(detail).toContainText(summary);
    await screenshot(page, shot);
    await detail.getByLabel('의견').fill('확인했습니다.');
    await sign(page);
    await detail.getByRole('button', { name: '승인' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('승인했습니다.')).toBeVisible();
  } finally {
    await ctx.close();
  }
}

/** open the plan's detail from the list and take a workflow action from its head */
async function planAction(page: Page, title: string, action: string, expected: string) {
  await page.goto('/rsa/rsaPlan');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: title }).getByText(title).click();
  const head = page.locator('.ant-drawer').getByTestId('wf-head');
  await head.getByRole('button', { name: action }).click();
  const pop = page.locator('.ant-popover:visible').getByRole('button', { name: '확인' });
  if (await pop.isVisible().catch(() => false)) await pop.click();
  await expect(head.getByTestId('wf-status')).toHaveText(expected);
}

test('빈도·강도법: plan → 계획 결재 → 평가 (one 즉시개선 hazard) → 평가완료 결재 → the measure is an improvement action', async ({ page, browser }) => {
  test.setTimeout(240_000); // two logins, two approvals and a print: ~30 s on a quiet machine, minutes on a loaded one
  const title = `보일러 노내 점검 수시 위험성평가 ${Date.now() % 100000}`;
  const tok = await apiLogin(page, 'safety01');
  const api = async (method: 'get' | 'post' | 'put', url: string, data?: unknown) => {
    const res = await page.request[method](url, { headers: { 'x-authorization': tok.accessToken }, ...(data === undefined ? {} : { data }) });
    expect(res.status(), await res.text()).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const leader = 'e0009';

  // the plant's matrix
  await page.goto('/rsa/rsaMatrix');
  await expect(page.getByTestId('cell-5-5')).toContainText('즉시개선');
  await expect(page.getByTestId('cell-1-1')).toContainText('허용');
  await screenshot(page, 'rsa-matrix');

  const plan = await api('post', '/api/rsa/plans', {
    plantCd: '1000', deptCd: 'D1210', kindCd: 'OCCASIONAL', methodCd: 'FREQ_SEV', planTitle: title, planFromYmd: kstYmd(0), planToYmd: kstYmd(14),
    reason: '보일러 버너 교체에 따른 수시평가', targets: [{ targetDeptCd: 'D1310', processNm: '보일러 운전' }], team: [{ userId: 'safety01', roleNm: '총괄' }],
  });
  await planAction(page, title, '계획 결재요청', '계획결재중');
  await screenshot(page, 'rsa-plan-requested');
  await approveAsLeader(browser, leader, `[위험성평가 계획] ${title}`, 'rsa-plan-approval');
  await planAction(page, title, '평가 시작', '평가중');

  // the assessment of the unit work: one 4 × 5 hazard (즉시개선) with its measure and owner, one 1 × 2 (허용)
  const a = await api('post', '/api/rsa/assessments', {
    planNo: plan.planNo, plantCd: '1000', deptCd: 'D1310', processNm: '보일러 운전', unitWorkNm: '버너 교체 작업', workDesc: '보일러 버너 3호기 교체',
    hazards: [
      { hazardClassCd: 'MECHANICAL', hazardNm: '노내 비계 위 작업 중 추락', disasterTypeCd: 'FALL', currentControl: '안전대', likelihood: 4, severity: 5,
        measure: '비계 안전난간 2단 설치', ownerUserId: 'worker01', dueYmd: kstYmd(10), residualLikelihood: 1, residualSeverity: 4, majorYn: 'Y' },
      { hazardClassCd: 'ENVIRONMENT', hazardNm: '조명 부족', disasterTypeCd: 'TRIP', currentControl: '이동식 조명', likelihood: 1, severity: 2 },
    ],
  });
  await page.goto('/rsa/rsaAssessment');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: '버너 교체 작업' }).first().getByText('버너 교체 작업').click();
  const hazards = page.locator('.ant-drawer').getByTestId('child-grid-hazards');
  await expect(hazards).toContainText('즉시개선');
  await expect(hazards).toContainText('20');
  // code names loaded (not codes) before the picture; the rating columns scrolled into view
  await expect(hazards).toContainText('작업환경 요인');
  await expect(hazards).toContainText('넘어짐');
  await hazards.getByText('즉시개선').first().scrollIntoViewIfNeeded();
  await screenshot(page, 'rsa-assessment');

  // the 작업위험성 평가표 on A4 with the 결재란, and its PDF
  const drawer = page.locator('.ant-drawer');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), drawer.getByTestId('resource-print').click()]);
  await expect(tab).toHaveURL(new RegExp(`/print/rsaAssessment/${String(a.assessNo)}$`));
  const doc = tab.getByTestId('print-document');
  await expect(doc).toContainText('작업위험성 평가표');
  await expect(doc.getByTestId('print-grid')).toContainText('노내 비계 위 작업 중 추락');
  await screenshot(tab, 'rsa-print');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, 'rsa-assessment.pdf');
  writeFileSync(file, await tab.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  for (const w of ['작업위험성평가표', '버너교체작업', '발전1팀', '빈도·강도법', '즉시', '박현장', '담당', '승인']) expect(text, `PDF has ${w}`).toContain(w);
  await tab.close();
  await page.keyboard.press('Escape');

  // a worker's participation, recorded from the plan's card
  await page.goto('/rsa/rsaPlan');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: title }).getByText(title).click();
  const card = page.locator('.ant-drawer').getByTestId('rsa-participate');
  await card.getByRole('button', { name: '내 참여 기록' }).click();
  await expect(page.getByText('참여 기록을 남겼습니다.')).toBeVisible();
  await page.keyboard.press('Escape');

  await planAction(page, title, '평가완료 결재요청', '결과결재중');
  await approveAsLeader(browser, leader, `[위험성평가 결과] ${title}`, 'rsa-result-approval');
  await page.goto('/rsa/rsaPlan');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: title }).getByText(title).click();
  await expect(page.locator('.ant-drawer').getByTestId('wf-head').getByTestId('wf-status')).toHaveText('평가완료');
  // a method that can no longer change reads as text in a read-only field
  await expect(page.locator('.ant-drawer').getByLabel('평가방법', { exact: true })).toHaveValue('빈도·강도법');
  await screenshot(page, 'rsa-plan-assessed');
  await page.keyboard.press('Escape');

  // the 즉시개선 hazard's measure is an improvement action of worker01
  const detail = await api('get', `/api/rsa/assessments/${String(a.assessNo)}`);
  const actionNo = (detail.hazards as { actionNo: number | null }[])[0]!.actionNo;
  expect(actionNo).toBeGreaterThan(0);
  await page.goto('/impr/imprAction');
  await expect(page.locator('.jk-grid tbody tr.ant-table-row', { hasText: '비계 안전난간 2단 설치' }).first()).toBeVisible();
  await screenshot(page, 'rsa-action');

  // the register shows it with its owner
  await page.goto('/rsa/rsaRegister');
  await expect(page.getByTestId('rsa-register')).toContainText('노내 비계 위 작업 중 추락');
  await screenshot(page, 'rsa-register');

  // the department's 작업위험성 대장 on A4 (every current unit work of 발전1팀, the low risks too) and its PDF
  await page.goto('/print/rsaBook/1000/D1310');
  const book = page.getByTestId('print-document');
  await expect(book).toContainText('작업위험성 대장 — 발전1팀');
  await expect(book).toContainText('버너 교체 작업');
  await expect(book).toContainText('조명 부족');
  await expect(book.getByTestId('print-approval').first()).toContainText('승인');
  await screenshot(page, 'rsa-book');
  const bookPdf = path.join(out, 'rsa-book.pdf');
  writeFileSync(bookPdf, await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  const bookText = execFileSync('pdftotext', ['-layout', bookPdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  for (const w of ['작업위험성대장', '발전1팀', '버너교체작업', '담당', '검토', '승인']) expect(bookText, `PDF has ${w}`).toContain(w);
});

test('체크리스트법 and 3단계 판단법: 보완 and 상 need a measure (the form says which row), then save', async ({ page }) => {
  test.setTimeout(240_000); // minutes on a loaded machine
  const tok = await apiLogin(page, 'safety01');
  const api = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { headers: { 'x-authorization': tok.accessToken }, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const n = Date.now() % 100000;
  const plan = (methodCd: string, planTitle: string) =>
    api('/api/rsa/plans', { plantCd: '1000', deptCd: 'D1210', kindCd: 'OCCASIONAL', methodCd, planTitle, planFromYmd: kstYmd(0), planToYmd: kstYmd(7) });
  const ck = await plan('CHECKLIST', `수배전반 체크리스트 ${n}`);
  await api('/api/rsa/assessments', {
    planNo: ck.planNo, plantCd: '1000', deptCd: 'D1420', processNm: '전기설비 정비', unitWorkNm: `수배전반 점검 ${n}`,
    checkItems: [{ itemText: '정전 작업 전 검전기로 무전압을 확인하는가', resultCd: 'OK' }, { itemText: 'LOTO 자물쇠를 작업자가 보관하는가', resultCd: 'OK' }],
  });
  const three = await plan('THREE_STEP', `저탄장 3단계 ${n}`);
  await api('/api/rsa/assessments', {
    planNo: three.planNo, plantCd: '1000', deptCd: 'D1330', processNm: '석탄 하역 및 저탄장 관리', unitWorkNm: `중장비 작업 ${n}`,
    hazards: [{ hazardClassCd: 'MECHANICAL', hazardNm: '후진하는 페이로더에 보행자 부딪힘', disasterTypeCd: 'STRUCK', levelCd: 'MEDIUM', levelReason: '보행 통로 분리됨' }],
  });

  const open = async (unit: string) => {
    await page.goto('/rsa/rsaAssessment');
    await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: unit }).getByText(unit).click();
    return page.locator('.ant-drawer');
  };
  const pick = (title: string) => page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).last().click();
  const refused = async (message: string) => {
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText(message);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();
  };

  // 체크리스트: the second item becomes 보완 — refused without a measure, saved with one
  let drawer = await open(`수배전반 점검 ${n}`);
  const items = drawer.getByTestId('child-grid-checkItems');
  await items.getByLabel('결과 2').click();
  await pick('보완');
  await drawer.getByRole('button', { name: '저장' }).click();
  await refused("2번째 점검항목은 '보완'이므로 개선대책을 입력하세요.");
  await items.getByLabel('감소대책 2').fill('LOTO 자물쇠 개인 지급 및 관리대장 비치');
  await screenshot(page, 'rsa-checklist');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer).toBeHidden();

  // 3단계: 상 needs a measure
  drawer = await open(`중장비 작업 ${n}`);
  const rows = drawer.getByTestId('child-grid-hazards');
  await rows.getByLabel('위험성 수준 1').click();
  await pick('상');
  await rows.getByLabel('판단 근거 1').fill('야간 작업 시 보행 통로와 장비 동선이 겹침');
  await drawer.getByRole('button', { name: '저장' }).click();
  await refused("1번째 행은 위험성 수준이 '상'이므로 감소대책을 입력하세요.");
  await rows.getByLabel('감소대책 1').fill('장비 작업구역 출입통제선 설치, 유도자 배치');
  await screenshot(page, 'rsa-three-step');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer).toBeHidden();
  drawer = await open(`중장비 작업 ${n}`);
  await expect(drawer.getByTestId('child-grid-hazards').getByLabel('감소대책 1')).toHaveValue('장비 작업구역 출입통제선 설치, 유도자 배치');
});

test('JSA: only the JSA grid; a high-risk job step entered in it becomes an improvement action on completion', async ({ page, browser }) => {
  test.setTimeout(240_000); // two logins, two approvals and a print: ~30 s on a quiet machine, minutes on a loaded one
  const n = Date.now() % 100000;
  const title = `급수펌프 정비 JSA ${n}`;
  const unit = `급수펌프 메커니컬 실 교체 ${n}`;
  const tok = await apiLogin(page, 'safety01');
  const api = async (method: 'get' | 'post' | 'put', url: string, data?: unknown) => {
    const res = await page.request[method](url, { headers: { 'x-authorization': tok.accessToken }, ...(data === undefined ? {} : { data }) });
    expect(res.status(), await res.text()).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };

  // the demo's completed assessment of each other method: each form shows its own grid only
  for (const [unitWorkNm, grid, cell, text, shot] of [
    ['보일러 급수펌프 분해 정비', 'jsaSteps', '유해·위험요인 3', '체인블록 인양 중 케이싱 낙하', 'rsa-form-jsa'], ['보조증기 헤더 운전', 'hazopRows', '이탈 1', '헤더 압력 상승', 'rsa-form-hazop'],
    ['수처리 약품 보충', 'charmRows', '화학물질 3', '암모니아수 25%', 'rsa-form-charm'], ['터빈동 야간 순찰', 'onePoints', '무엇이 다치게 할 수 있나 2', '고온 배관 보온재 손상부 접촉 화상', 'rsa-form-onepoint'],
  ] as const) {
    await page.goto('/rsa/rsaAssessment');
    await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: unitWorkNm }).first().getByText(unitWorkNm).click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByTestId(`child-grid-${grid}`).getByLabel(cell, { exact: true })).toHaveValue(text);
    await expect(drawer.locator('[data-testid^="child-grid-"]')).toHaveCount(1);
    await screenshot(page, shot);
    await page.keyboard.press('Escape');
  }

  const plan = await api('post', '/api/rsa/plans', {
    plantCd: '1000', deptCd: 'D1210', kindCd: 'OCCASIONAL', methodCd: 'JSA', planTitle: title, planFromYmd: kstYmd(0), planToYmd: kstYmd(14),
    reason: '급수펌프 B호기 실 누설', targets: [{ targetDeptCd: 'D1410', processNm: '기계설비 정비(용접 포함)' }],
  });
  await planAction(page, title, '계획 결재요청', '계획결재중');
  await approveAsLeader(browser, 'e0009', `[위험성평가 계획] ${title}`, 'rsa-jsa-plan-approval', '평가종류: 수시 / 방법: JSA');
  await planAction(page, title, '평가 시작', '평가중');
  await api('post', `/api/rsa/plans/${String(plan.planNo)}/participate`, { stageCd: 'FINDING', partMethodCd: 'TBM' });
  const a = await api('post', '/api/rsa/assessments', {
    planNo: plan.planNo, plantCd: '1000', deptCd: 'D1410', processNm: '기계설비 정비(용접 포함)', unitWorkNm: unit,
    jsaSteps: [{ taskNm: '메커니컬 실 교체', stepNo: 1, stepDesc: '전원 차단', hazardNm: '오조작 기동', likelihood: 1, severity: 2, measure: '차단기 잠금' }],
  });

  // the second job step, entered in the JSA grid: 4 × 5 → 20 즉시개선 (the server's rating)
  await page.goto('/rsa/rsaAssessment');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: unit }).getByText(unit).click();
  let drawer = page.locator('.ant-drawer');
  const steps = drawer.getByTestId('child-grid-jsaSteps');
  await expect(drawer.getByTestId('child-grid-hazards')).toHaveCount(0);
  await steps.getByRole('button', { name: '행 추가' }).click();
  await steps.getByLabel('작업 2', { exact: true }).fill('메커니컬 실 교체');
  await steps.getByLabel('단계 2', { exact: true }).fill('2');
  await steps.getByLabel('작업단계 2', { exact: true }).fill('케이싱 인양');
  await steps.getByLabel('유해·위험요인 2', { exact: true }).fill('체인블록 인양 중 케이싱 낙하');
  await steps.getByLabel('가능성 2', { exact: true }).fill('4');
  await steps.getByLabel('중대성 2', { exact: true }).fill('5');
  await steps.getByLabel('안전대책 2', { exact: true }).fill('인양물 하부 출입통제, 정격하중 체인블록 사용');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('처리되었습니다').first()).toBeVisible();
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: unit }).getByText(unit).click();
  drawer = page.locator('.ant-drawer');
  await expect(drawer.getByTestId('child-grid-jsaSteps')).toContainText('즉시개선');
  await drawer.getByTestId('child-grid-jsaSteps').getByText('즉시개선').scrollIntoViewIfNeeded();
  await screenshot(page, 'rsa-jsa-assessment');
  await page.keyboard.press('Escape');

  // completion is refused while the 즉시개선 step has no owner; with one it becomes exactly one action
  await page.goto('/rsa/rsaPlan');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: title }).getByText(title).click();
  await page.locator('.ant-drawer').getByTestId('wf-head').getByRole('button', { name: '평가완료 결재요청' }).click();
  const pop = page.locator('.ant-popover:visible').getByRole('button', { name: '확인' });
  if (await pop.isVisible().catch(() => false)) await pop.click();
  await expect(page.locator('.ant-modal-confirm, .ant-message').first()).toContainText(`[${unit}] 2번째 행은 개선이 필요합니다.`);
  const cur = await api('get', `/api/rsa/assessments/${String(a.assessNo)}`);
  await api('put', `/api/rsa/assessments/${String(a.assessNo)}`, {
    ...cur, jsaSteps: (cur.jsaSteps as Record<string, unknown>[]).map((r) => (r.stepNo === 2 ? { ...r, ownerUserId: 'worker01', dueYmd: kstYmd(7) } : r)),
  });
  await planAction(page, title, '평가완료 결재요청', '결과결재중');
  const done = await api('get', `/api/rsa/assessments/${String(a.assessNo)}`);
  const rows = done.jsaSteps as { stepNo: number; actionNo: number | null }[];
  expect(rows.find((r) => r.stepNo === 2)!.actionNo).toBeGreaterThan(0);
  expect(rows.find((r) => r.stepNo === 1)!.actionNo).toBeNull();
  await page.goto('/impr/imprAction');
  await expect(page.locator('.jk-grid tbody tr.ant-table-row', { hasText: '인양물 하부 출입통제, 정격하중 체인블록 사용' }).first()).toBeVisible();

  // the 단위작업 master (a tab of 위험성평가 결과, with its Excel upload) and the register's trend by round
  await page.goto('/rsa/rsaAssessment');
  await page.getByRole('tab', { name: '단위작업' }).click();
  await expect(page.locator('.jk-grid:visible tbody tr', { hasText: '보일러 급수펌프 분해 정비' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '단위작업 엑셀 업로드' })).toBeVisible();
  await screenshot(page, 'rsa-unitworks');
  await page.goto('/rsa/rsaRegister');
  await expect(page.getByTestId('rsa-trend').filter({ hasText: `${new Date().getFullYear() - 1}-` }).first()).toBeVisible();
  await screenshot(page, 'rsa-register-trend');
});

/** pick an option of a code select in a child grid cell */
async function pick(page: Page, grid: ReturnType<Page['getByTestId']>, label: string, option: string) {
  await grid.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).last().click();
}

test('CHARM: a chemical typed into the grid as KOSHA asks gets its hazard grade, exposure level, score and risk level from the server', async ({ page }) => {
  const n = Date.now() % 100000;
  const unit = `하이드라진 주입 ${n}`;
  const tok = await apiLogin(page, 'safety01');
  const api = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { headers: { 'x-authorization': tok.accessToken }, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  // a draft CHARM plan and one unit work (assessments may be written while the plan is a draft)
  const plan = await api('/api/rsa/plans', { plantCd: '1000', deptCd: 'D1210', kindCd: 'OCCASIONAL', methodCd: 'CHARM', planTitle: `탈산소제 변경 CHARM ${n}`, planFromYmd: kstYmd(0), planToYmd: kstYmd(14) });
  await api('/api/rsa/assessments', { planNo: plan.planNo, plantCd: '1000', deptCd: 'D1320', processNm: '수처리 설비 운전', unitWorkNm: unit });

  await page.goto('/rsa/rsaAssessment');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: unit }).getByText(unit).click();
  let drawer = page.locator('.ant-drawer');
  let grid = drawer.getByTestId('child-grid-charmRows');
  await grid.getByRole('button', { name: '행 추가' }).click();
  await grid.getByLabel('화학물질 1', { exact: true }).fill('하이드라진 수화물');
  await grid.getByLabel('CAS 번호 1', { exact: true }).fill('7803-57-8');
  await grid.getByLabel('작업 1', { exact: true }).fill('탈산소제 주입량 조정');
  await grid.getByLabel('유해·위험문구(H) 1', { exact: true }).fill('H226, H301, H311, H314, H317, H330, H350');
  await grid.getByLabel('노출기준 1', { exact: true }).fill('0.05');
  await pick(page, grid, '노출기준 단위 1', 'ppm (가스·증기)');
  await grid.getByLabel('하루 사용량 1', { exact: true }).fill('20');
  await pick(page, grid, '사용량 단위 1', 'L');
  await pick(page, grid, '상태 1', '액체');
  await grid.getByLabel('비점(℃) 1', { exact: true }).fill('114');
  await pick(page, grid, '작업시간 1', '하루 30분 이상 또는 주 2회 이상');
  await grid.getByLabel('감소대책 1', { exact: true }).fill('밀폐식 약품 주입설비로 교체');
  // a second chemical with a work-environment measurement
  await grid.getByRole('button', { name: '행 추가' }).click();
  await grid.getByLabel('화학물질 2', { exact: true }).fill('암모니아수 25%');
  await grid.getByLabel('작업 2', { exact: true }).fill('환원제 보충');
  await grid.getByLabel('유해·위험문구(H) 2', { exact: true }).fill('H314, H335');
  await grid.getByLabel('노출기준 2', { exact: true }).fill('25');
  await pick(page, grid, '노출기준 단위 2', 'ppm (가스·증기)');
  await grid.getByLabel('측정 농도 2', { exact: true }).fill('3');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('처리되었습니다').first()).toBeVisible();

  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: unit }).getByText(unit).click();
  drawer = page.locator('.ant-drawer');
  grid = drawer.getByTestId('child-grid-charmRows');
  // CMR → 4; 20 L of a liquid boiling at 114 ℃ → 중량 × 중간 → 3; 12 → 4 / 25 ppm → 2; 3 ppm = 12 % → 2; 4 → 2
  const row1 = grid.locator('tbody tr').filter({ hasText: 'CMR (H 코드)' });
  await expect(row1).toContainText('사용량×휘발성');
  await expect(row1.locator('td').filter({ hasText: /^12$/ })).toHaveCount(1);
  const row2 = grid.locator('tbody tr').filter({ hasText: '작업환경측정' });
  await expect(row2).toContainText('노출기준');
  await expect(row2.locator('td').filter({ hasText: /^4$/ })).toHaveCount(1);
  await row1.locator('td').filter({ hasText: /^12$/ }).scrollIntoViewIfNeeded();
  await screenshot(page, 'rsa-charm-entered');
});
