import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, screenshot } from '../helpers';

async function openPasswordPopup(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '비밀번호 변경' }).click();
  const pw = page.getByRole('dialog', { name: '비밀번호 변경' });
  await expect(pw).toBeVisible();
  return pw;
}

test('changing one\'s own password asks for the current one; a wrong one is refused in Korean', async ({ page }) => {
  await loginAs(page, 'e0042');
  const pw = await openPasswordPopup(page);
  // all three fields are required
  await pw.getByRole('button', { name: '저장' }).click();
  await expect(pw.getByText('현재 비밀번호를 입력하세요.')).toBeVisible();
  await screenshot(page, 'password-change-1440');
  await pw.getByLabel('현재 비밀번호').fill('not-my-password-1');
  await pw.getByLabel('비밀번호', { exact: true }).fill('Newpass123!');
  await pw.getByLabel('비밀번호 확인').fill('Newpass123!');
  await pw.getByRole('button', { name: '저장' }).click();
  const warning = page.locator('.ant-modal-confirm').filter({ hasText: '현재 비밀번호가 올바르지 않습니다.' });
  await expect(warning).toBeVisible();
  await page.waitForTimeout(400); // the modal's opening animation, for the screenshot
  await screenshot(page, 'password-change-wrong-current-1440');
  await warning.getByRole('button').last().click();
  await expect(warning).toBeHidden();
  await pw.getByLabel('현재 비밀번호').fill(DEMO_PASSWORD);
  await pw.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('비밀번호가 변경되었습니다.')).toBeVisible();

  // the popup on a phone
  const done = page.locator('.ant-modal-confirm').filter({ hasText: '비밀번호가 변경되었습니다.' });
  await done.getByRole('button').last().click();
  await expect(done).toBeHidden();
  await page.setViewportSize({ width: 375, height: 812 });
  await openPasswordPopup(page);
  await page.waitForTimeout(400);
  await screenshot(page, 'password-change-375');
});

test('an administrator unlocks a locked login in 사용자관리', async ({ page }) => {
  for (let i = 0; i < 5; i += 1) await page.request.post('/login/login', { data: { username: 'e0043', password: `guess-${i}` } });
  const locked = await page.request.post('/login/login', { data: { username: 'e0043', password: DEMO_PASSWORD } });
  expect(locked.status()).toBe(423);

  await loginAs(page, 'admin');
  const token = await page.evaluate(() => localStorage.getItem('jikim.accessToken'));
  const user = await (await page.request.get('/api/manage/user/e0043', { headers: { 'x-authorization': token ?? '' } })).json() as { userNm: string };
  await page.goto('/manage/userManage');
  await page.getByLabel('이름', { exact: true }).fill(user.userNm);
  await page.getByRole('button', { name: '조회' }).click();
  await page.getByRole('cell', { name: 'e0043' }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByRole('button', { name: '로그인 잠금 해제' }).click();
  await expect(page.getByText('이 사용자의 로그인 잠금을 모든 접속지에서 해제하시겠습니까?')).toBeVisible();
  await page.waitForTimeout(300);
  await screenshot(page, 'admin-user-unlock-1440');
  await page.locator('.ant-popconfirm').getByRole('button', { name: /확\s?인|OK/ }).click();
  await expect(page.getByText('로그인 잠금이 해제되었습니다.')).toBeVisible();
  const after = await page.request.post('/login/login', { data: { username: 'e0043', password: DEMO_PASSWORD } });
  expect(after.status()).toBe(200);
});
