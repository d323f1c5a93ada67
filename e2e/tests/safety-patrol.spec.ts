import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, vendorApiLogin } from '../helpers';

test('joint patrol: the contractor sees only the finding assigned to it, writes its answer and sends it', async ({ page, request }) => {
  const login = await request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } });
  const safety = ((await login.json()) as { accessToken: string }).accessToken;
  const stamp = Date.now() % 100000;
  const post = (content: string, vendorCd: string) => request.post('/api/saf/patrol/findings', {
    headers: { 'X-Authorization': safety },
    data: { plantCd: '1000', deptCd: 'D1210', patrolYmd: new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10), patrolTypeCd: 'JOINT', placeNm: '보일러동 3층 정비구역', categoryCd: 'FALL', content, vendorCd },
  });
  const mine = `비계 작업발판 고정 불량 ${stamp}`;
  const theirs = `다른 업체 지적 ${stamp}`;
  expect((await post(mine, 'V0001')).status()).toBe(200);
  expect((await post(theirs, 'V0002')).status()).toBe(200);

  await vendorApiLogin(page, 'vendor01');
  await page.goto('/saf/patrolFinding');
  const row = page.locator('.jk-grid .ant-table-tbody tr', { hasText: mine });
  await expect(row).toBeVisible();
  await expect(page.locator('.jk-grid .ant-table-tbody tr', { hasText: theirs })).toHaveCount(0);
  // the contractor answers only: no 추가 on the list, no 삭제 / 개선조치 등록 / 종결 on the detail
  await expect(page.getByRole('button', { name: /^(plus )?추\s*가$/ })).toHaveCount(0);
  await screenshot(page, 'saf-patrol-vendor-list');
  await row.getByText(mine).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.locator('[data-action="ANSWER"]')).toBeVisible();
  await expect(drawer.locator('[data-action="TO_ACTION"], [data-action="CLOSE"]')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: /삭\s*제/ })).toHaveCount(0);
  // the form is settled once its attachment box has loaded (a click on 저장 during the last re-render was lost once)
  await expect(drawer.getByText('파일을 이곳에 끌어다 놓거나 클릭하여 선택하세요.')).toBeVisible();
  await drawer.getByLabel('업체 조치 답변').fill('작업발판 재고정, 안전난간 중간대 설치 완료');
  const saved = page.waitForResponse((r) => r.url().includes('/api/saf/patrol/findings/') && r.request().method() === 'PUT');
  await drawer.getByRole('button', { name: /저\s*장/ }).click();
  expect((await saved).status()).toBe(200);
  // the drawer closes on save; the answer is kept — open it again and send it
  await expect(drawer).toBeHidden();
  await row.getByText(mine).click();
  await expect(page.getByRole('dialog').getByLabel('업체 조치 답변')).toHaveValue('작업발판 재고정, 안전난간 중간대 설치 완료');
  await page.locator('[data-action="ANSWER"]').click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
  // this finding's status in the drawer (the list's first row may be another finding of today)
  await expect(page.getByRole('dialog').getByTestId('wf-head').getByTestId('wf-status')).toHaveText('업체 답변');
  await screenshot(page, 'saf-patrol-vendor-answered');
});
