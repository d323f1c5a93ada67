import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, drawSignature, screenshot } from '../helpers';
import { asUserOn, DESK, PHONE } from '../walk';

// Issue 34: a change (변경관리, MOC) from its request to 완료, by the clicks of the people who do each step — the safety
// manager writes the change in the page (reviewers and PSSR items in its grids) and asks for the review, the mechanical
// team leader answers at his desk and the fuel team leader on the phone, 검토 완료 sends the 결재 to the safety team
// leader, who approves in the 결재함, and the requester reports the implementation, judges the PSSR checklist and
// completes the change. The API only logs people in.

// four people's pages on a shared machine: a page's first drawing may take longer than the default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });



const option = (p: Page, title: string) => p.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).last();

/** the change's drawer, opened from the list by its title */
async function openChange(page: Page, title: string): Promise<Locator> {
  await page.goto('/saf/moc');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: title }).getByText(title).click();
  const drawer = page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '변경관리' }) });
  await expect(drawer.getByLabel('변경명', { exact: true })).toHaveValue(title);
  return drawer;
}

/** a workflow button of the drawer's head, then 확인 in its confirmation, and the status it leads to */
async function take(page: Page, drawer: Locator, action: string, status: string) {
  await drawer.getByTestId('wf-head').locator(`[data-action="${action}"]`).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
  await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText(status);
}

/** a user picked in a child row's user field through the 사용자 검색 popup */
async function pickUser(page: Page, field: Locator, name: string, userId: string) {
  await field.click();
  const popup = page.locator('.ant-modal').filter({ hasText: '사용자 검색' });
  await popup.getByLabel('이름').fill(name);
  await popup.getByRole('button', { name: '조회' }).click();
  await popup.getByRole('row', { name: new RegExp(userId) }).getByRole('button', { name: '선택' }).click();
  await expect(popup).toBeHidden();
}

test('a change from its request to 완료: reviewers at the desk and on the phone, 결재 in the inbox, PSSR, every step by clicks', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const stamp = Date.now() % 100000;
  const title = `복수기 냉각수 펌프 임펠러 재질 변경 ${stamp}`;

  // 1. the safety manager writes the change in the page
  await apiLogin(page, 'safety01');
  await page.goto('/saf/moc');
  // the list's 추가 (not the page's 즐겨찾기 추가)
  await page.getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '변경관리' }) });
  await expect(drawer.getByLabel('변경명', { exact: true })).toBeVisible();
  // the plant is the requester's own (one plant: fixed)
  await expect(drawer.locator('.ant-select', { has: page.getByLabel('사업장') })).toContainText('서해화력발전소');
  // the department tree is long: typed to find it, as a person would
  await drawer.getByLabel('요청부서').click();
  // typed once the tree is there (typed into a tree still loading, the matches stay folded)
  await expect(page.getByRole('treeitem', { name: '안전팀', exact: true })).toBeVisible();
  await drawer.getByLabel('요청부서').fill('기계');
  await page.getByRole('treeitem', { name: '기계팀', exact: true }).click();
  await drawer.getByLabel('변경구분').click();
  await option(page, '영구 변경').click();
  await drawer.getByLabel('변경명', { exact: true }).fill(title);
  await drawer.getByLabel('변경 내용').fill('CWP-2 임펠러 재질 주철(GC250) → 스테인리스(CF8M)');
  await drawer.getByLabel('변경 사유').fill('해수 부식으로 임펠러 수명이 2년 미만');
  await drawer.getByLabel('변경 문서(도면·절차서)').fill('펌프 도면 CWP-002 Rev.3, 정비절차서 MP-CWP-01');
  await drawer.getByLabel('위험성평가 번호').fill(`RA-2026-${stamp}`);
  // the reviewers by discipline: the mechanical team leader and the fuel team leader
  const reviews = drawer.getByTestId('child-grid-reviews');
  await reviews.getByRole('button', { name: '행 추가' }).click();
  await reviews.getByLabel('분야 1', { exact: true }).fill('기계');
  await pickUser(page, reviews.getByLabel('검토자 1', { exact: true }), '오경희', 'e0033');
  await reviews.getByRole('button', { name: '행 추가' }).click();
  await reviews.getByLabel('분야 2', { exact: true }).fill('연료');
  await pickUser(page, reviews.getByLabel('검토자 2', { exact: true }), '정지훈', 'e0029');
  // the PSSR checklist the change will be started against
  const pssr = drawer.getByTestId('child-grid-pssrItems');
  await pssr.getByRole('button', { name: '행 추가' }).click();
  await pssr.getByLabel('점검항목 1', { exact: true }).fill('임펠러가 도면대로 설치되고 진동이 기준 이내인가');
  await pssr.getByRole('button', { name: '행 추가' }).click();
  await pssr.getByLabel('점검항목 2', { exact: true }).fill('정비절차서가 개정되고 정비원에게 교육되었는가');
  await screenshot(page, 'moc-flow-new');
  await drawer.getByRole('button', { name: /^저\s*장$/ }).click();

  // 2. the created change stays open with its workflow: 검토 요청
  await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('작성중');
  await take(page, drawer, 'SUBMIT', '기술검토');
  await screenshot(page, 'moc-flow-submitted');

  // 3. the mechanical team leader answers at his desk, from the change's link
  await asUserOn(browser, 'e0033', DESK, async (p) => {
    // 내 검토: the changes waiting for his answer
    await p.goto('/saf/moc');
    await p.getByRole('search').getByLabel('내 검토').click();
    await option(p, '내 검토 대기').click();
    await p.getByRole('search').getByRole('button', { name: /조\s*회/ }).click();
    await p.locator('.jk-grid tbody tr.ant-table-row', { hasText: title }).getByText(title).click();
    const form = p.getByTestId('moc-review-answer');
    await expect(form).toContainText('기계 분야 검토자로 지정되었습니다.');
    await form.getByLabel('검토결과').click();
    await option(p, '승인').click();
    await form.getByLabel('검토의견').fill('CF8M 적용 적합, 임펠러 밸런싱 기록 첨부 요망');
    await screenshot(p, 'moc-flow-review-desk');
    const answered = p.waitForResponse((r) => /\/api\/saf\/moc\/\d+\/reviews\//.test(r.url()) && r.request().method() === 'POST');
    await form.getByTestId('moc-review-save').click();
    expect((await answered).status()).toBe(200);
    await expect(p.getByText('검토 의견을 저장했습니다.')).toBeVisible();
  });

  // 4. the fuel team leader answers on the phone, from 내 검토 대기
  await asUserOn(browser, 'e0029', PHONE, async (p) => {
    await p.goto('/mobile/mocReview');
    const card = p.locator('[data-testid^="moc-card-"]', { hasText: title });
    await expect(card).toContainText(title);
    await card.click();
    const detail = p.getByTestId('moc-mobile-detail');
    await expect(detail.getByTestId('wf-status')).toHaveText('기술검토');
    await expect(detail.getByTestId('moc-mobile-reviews')).toContainText('CF8M 적용 적합');
    const form = detail.getByTestId('moc-mobile-answer');
    await form.getByText('의견', { exact: true }).click();
    await form.getByLabel('검토의견').fill('펌프 정지 중 복수기 수실 출입 시 밀폐공간 허가 필요');
    await screenshot(p, 'moc-flow-review-phone');
    const answered = p.waitForResponse((r) => /\/api\/saf\/moc\/\d+\/reviews\//.test(r.url()) && r.request().method() === 'POST');
    await form.getByTestId('moc-mobile-submit').click();
    expect((await answered).status()).toBe(200);
    await expect(p.getByText('검토 의견을 제출했습니다.')).toBeVisible();
  });

  // 5. 검토 완료: the answers are in the grid; the 결재 goes to the safety team leader and the change is read-only
  const reviewed = await openChange(page, title);
  const answers = reviewed.getByTestId('child-grid-reviews');
  await expect(answers).toContainText('CF8M 적용 적합');
  await expect(answers).toContainText('밀폐공간 허가 필요');
  await take(page, reviewed, 'REVIEWED', '승인대기');
  await expect(reviewed.getByTestId('appr-strip')).toContainText('결재중');
  await expect(reviewed.getByTestId('wf-head').locator('[data-action]')).toHaveCount(0);
  await expect(reviewed.getByRole('button', { name: /^저\s*장$/ })).toHaveCount(0);
  await screenshot(page, 'moc-flow-approval-requested');

  // 6. the safety team leader approves in the 결재함 → the change is 변경 시행 by itself
  await asUserOn(browser, 'e0009', DESK, async (p) => {
    await p.goto('/appr/apprInbox');
    await p.getByText(`[변경관리] ${title}`, { exact: true }).click();
    const decision = p.getByTestId('appr-decision');
    await expect(decision).toBeVisible();
    await decision.getByLabel('의견').fill('변경 시행을 승인합니다.');
    if (await p.getByTestId('signature-pad').isVisible()) {
      await drawSignature(p);
      await expect(p.getByText('서명 완료')).toBeVisible();
    }
    await screenshot(p, 'moc-flow-inbox');
    const decided = p.waitForResponse((r) => /\/api\/manage\/appr\/\d+$/.test(r.url()) && r.request().method() === 'PATCH');
    await decision.getByRole('button', { name: '승인' }).click();
    await p.locator('.ant-modal-confirm').getByRole('button', { name: '확인' }).click();
    expect((await decided).status()).toBe(200);
    await expect(p.getByText('승인했습니다.')).toBeVisible();
  });

  // 7. the requester reports the implementation, judges the PSSR checklist and completes the change: 변경 완료 on the
  // changed form saves the judgments first
  const approved = await openChange(page, title);
  await expect(approved.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('변경 시행');
  await expect(approved.getByTestId('appr-strip')).toContainText('결재완료');
  await take(page, approved, 'IMPLEMENTED', '가동 전 안전점검');
  const checks = approved.getByTestId('child-grid-pssrItems');
  await checks.getByLabel('판정 1').click();
  await option(page, '합격').click();
  await checks.getByLabel('비고 1').fill('진동 2.1 mm/s');
  await checks.getByLabel('판정 2').click();
  await option(page, '합격').click();
  await checks.getByLabel('비고 2').fill('정비원 6명 교육 완료');
  await checks.scrollIntoViewIfNeeded();
  await screenshot(page, 'moc-flow-pssr');
  await take(page, approved, 'COMPLETE', '완료');
  await expect(approved.getByTestId('wf-head').locator('[data-action]')).toHaveCount(0);
  await expect(checks).toContainText('정비원 6명 교육 완료');
  const history = approved.getByTestId('wf-history');
  for (const s of ['기술검토', '승인대기', '변경 시행', '가동 전 안전점검', '완료']) await expect(history).toContainText(s);
  await screenshot(page, 'moc-flow-completed');
});
