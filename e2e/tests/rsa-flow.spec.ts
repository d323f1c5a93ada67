import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';
import { approveInInbox, asUser } from '../walk';

// Issue 34: a risk assessment round (위험성평가 계획) from the plan to 공유완료, by the clicks of the people who do each
// step — the safety manager writes the plan and asks for its 결재, the safety team leader approves it in the 결재함, the
// assessment of a unit work is written in the page (a 상 hazard with its measure, owner and due date), a worker records
// his part in finding the hazards, the result's 결재 is approved in the 결재함, the result is shared and the round closed.
// The API only logs people in.

// three people's pages on a shared machine: a page's first drawing may take longer than the default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });

const kstYmd = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const option = (p: Page, title: string) => p.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).last();


/** the plan's drawer, opened from the list by its title */
async function openPlan(page: Page, title: string): Promise<Locator> {
  await page.goto('/rsa/rsaPlan');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: title }).getByText(title).click();
  const drawer = page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '위험성평가 계획' }) });
  await expect(drawer.getByLabel('평가명', { exact: true })).toHaveValue(title);
  return drawer;
}

/** a workflow button of the drawer's head, then 확인 in its confirmation, and the status it leads to */
async function take(page: Page, drawer: Locator, action: string, status: string) {
  await drawer.getByTestId('wf-head').locator(`[data-action="${action}"]`).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
  await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText(status);
}

/** a department picked in a tree picker, typed to find it */
async function pickDept(page: Page, field: Locator, typed: string, name: string) {
  await field.click();
  // typed once the tree is there (typed into a tree still loading, the matches stay folded)
  await expect(page.getByRole('treeitem', { name: '안전팀', exact: true })).toBeVisible();
  await field.fill(typed);
  await page.getByRole('treeitem', { name, exact: true }).click();
}

/** a date typed into a date field */
async function typeDate(field: Locator, ymd: string) {
  await field.fill(ymd);
  await field.press('Enter');
}


/** a participation recorded from the plan's card (stage and how picked) */
async function recordPart(page: Page, drawer: Locator, stage: string, how: string, opinion: string) {
  const card = drawer.getByTestId('rsa-participate');
  await card.getByLabel('참여 단계').click();
  await option(page, stage).click();
  await card.getByLabel('참여 방법').click();
  await option(page, how).click();
  await card.getByLabel('의견').fill(opinion);
  await card.getByRole('button', { name: '내 참여 기록' }).click();
  await expect(page.getByText('참여 기록을 남겼습니다.')).toBeVisible();
}

test('a risk assessment round from the plan to 공유완료: both 결재 in the inbox, the assessment and the participation written in the page', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const stamp = Date.now() % 100000;
  const title = `석탄 취급설비 수시 위험성평가 ${stamp}`;
  const unitWork = `컨베이어 벨트 교체 작업 ${stamp}`;

  // 1. the safety manager writes the plan in the page
  await apiLogin(page, 'safety01');
  await page.goto('/rsa/rsaPlan');
  // the list's 추가 (not the page's 즐겨찾기 추가)
  await page.getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '위험성평가 계획' }) });
  await expect(drawer.getByLabel('평가명', { exact: true })).toBeVisible();
  await pickDept(page, drawer.getByLabel('주관부서'), '안전', '안전팀');
  await drawer.getByLabel('평가종류').click();
  await option(page, '수시').click();
  await drawer.getByLabel('평가방법').click();
  await option(page, '3단계 판단법').click();
  await drawer.getByLabel('평가명', { exact: true }).fill(title);
  await typeDate(drawer.getByLabel('평가 시작일'), kstYmd(0));
  await typeDate(drawer.getByLabel('평가 종료일'), kstYmd(14));
  await drawer.getByLabel('실시 사유(수시: 변경 내용)').fill('저탄장 컨베이어 C-3 벨트 교체에 따른 수시평가');
  // what is assessed, and by whom
  const targets = drawer.getByTestId('child-grid-targets');
  await targets.getByRole('button', { name: '행 추가' }).click();
  await pickDept(page, targets.getByLabel('대상부서 1', { exact: true }), '연료', '연료팀');
  await targets.getByLabel('공정 1', { exact: true }).fill('석탄 이송');
  const team = drawer.getByTestId('child-grid-team');
  await team.getByRole('button', { name: '행 추가' }).click();
  await team.getByLabel('성명 1', { exact: true }).click();
  const finder = page.locator('.ant-modal').filter({ hasText: '사용자 검색' });
  await finder.getByLabel('이름').fill('김안전');
  await finder.getByRole('button', { name: '조회' }).click();
  await finder.getByRole('row', { name: /safety01/ }).getByRole('button', { name: '선택' }).click();
  await team.getByLabel('역할 1', { exact: true }).fill('총괄');
  await screenshot(page, 'rsa-flow-new');
  await drawer.getByRole('button', { name: /^저\s*장$/ }).click();
  await expect(page.locator('.jk-grid tbody tr.ant-table-row', { hasText: title })).toContainText('작성');

  // 2. 계획 결재요청 sends the 결재 to the safety team leader
  const draft = await openPlan(page, title);
  await expect(draft.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('작성');
  await take(page, draft, 'REQUEST_PLAN', '계획결재중');
  await expect(draft.getByTestId('appr-strip')).toContainText('결재중');
  await approveInInbox(browser, 'e0009', `[위험성평가 계획] ${title}`, 'rsa-flow-plan-inbox');

  // 3. approved: 평가 시작
  const planned = await openPlan(page, title);
  await expect(planned.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('계획완료');
  await take(page, planned, 'START', '평가중');

  // 4. the assessment of the unit work, written in the page under the plan picked by its title
  await page.goto('/rsa/rsaAssessment');
  await page.getByRole('button', { name: /^(plus )?추가$/ }).click();
  const assess = page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '위험성평가 결과' }) });
  await assess.getByLabel('계획 번호').click();
  await assess.getByLabel('계획 번호').fill(String(stamp));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: title }).last().click();
  await pickDept(page, assess.getByLabel('부서', { exact: true }), '연료', '연료팀');
  await assess.getByLabel('공정', { exact: true }).fill('석탄 이송');
  await assess.getByLabel('단위작업', { exact: true }).fill(unitWork);
  await assess.getByLabel('작업 내용').fill('C-3 컨베이어 벨트 절단·접합 및 교체');
  const hazards = assess.getByTestId('child-grid-hazards');
  await hazards.getByRole('button', { name: '행 추가' }).click();
  await hazards.getByLabel('분류 1', { exact: true }).click();
  await option(page, '기계적 요인').click();
  await hazards.getByLabel('유해·위험요인 1', { exact: true }).fill('벨트 교체 중 풀리 협착');
  await hazards.getByLabel('위험성 수준 1', { exact: true }).click();
  await option(page, '상').click();
  await hazards.getByLabel('판단 근거 1', { exact: true }).fill('회전 풀리에 손이 말려 들어가면 절단 재해');
  await hazards.getByLabel('감소대책 1', { exact: true }).fill('풀리 구동부 LOTO 및 방호덮개 설치');
  await hazards.getByLabel('담당자 1', { exact: true }).click();
  const popup = page.locator('.ant-modal').filter({ hasText: '사용자 검색' });
  await popup.getByLabel('이름').fill('박현장');
  await popup.getByRole('button', { name: '조회' }).click();
  await popup.getByRole('row', { name: /worker01/ }).getByRole('button', { name: '선택' }).click();
  await typeDate(hazards.getByLabel('조치기한 1', { exact: true }), kstYmd(10));
  await screenshot(page, 'rsa-flow-assessment');
  const created = page.waitForResponse((r) => /\/api\/rsa\/assessments$/.test(r.url()) && r.request().method() === 'POST');
  await assess.getByRole('button', { name: /^저\s*장$/ }).click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(200);

  // 5. the worker records his part in finding the hazards, from the plan's card
  await asUser(browser, 'worker01', async (w) => {
    const plan = await openPlan(w, title);
    await recordPart(w, plan, '유해·위험요인 파악', '검토회의', '풀리 주변 발판이 좁음');
    await screenshot(w, 'rsa-flow-participation');
  });

  // 6. 평가완료 결재요청 → approved in the 결재함 → 평가완료
  const assessing = await openPlan(page, title);
  await take(page, assessing, 'COMPLETE', '결과결재중');
  await approveInInbox(browser, 'e0009', `[위험성평가 결과] ${title}`, 'rsa-flow-result-inbox');

  // 7. the result shared at the TBM, then 공유완료
  const assessed = await openPlan(page, title);
  await expect(assessed.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('평가완료');
  await recordPart(page, assessed, '결과 공유', 'TBM 공유', '연료팀 TBM에서 결과 공유');
  await take(page, assessed, 'SHARE', '공유완료');
  await expect(assessed.getByTestId('wf-head').locator('[data-action]')).toHaveCount(0);
  const history = assessed.getByTestId('wf-history');
  for (const s of ['계획결재중', '계획완료', '평가중', '결과결재중', '평가완료', '공유완료']) await expect(history).toContainText(s);
  await screenshot(page, 'rsa-flow-shared');
});
