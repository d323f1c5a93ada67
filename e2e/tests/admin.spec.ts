import { expect, test, type Page } from '@playwright/test';
import { loginAs, readTokens, screenshot } from '../helpers';

const PWD = 'Welcome#2026';

async function pick(page: Page, text: string) {
  await page.locator('.ant-select-dropdown:visible').getByText(text, { exact: true }).first().click();
}

/** single select: under load a click while the dropdown is still sliding in may be lost; click until it closes */
async function pickOne(page: Page, text: string) {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(open.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(async () => {
    if (await open.count()) await open.getByText(text, { exact: true }).first().click({ timeout: 2_000 });
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

async function api(page: Page, method: string, url: string, body?: unknown) {
  const { access } = await readTokens(page);
  return page.evaluate(async ({ method, url, body, access }) => {
    const r = await fetch(url, { method, headers: { 'content-type': 'application/json', 'x-authorization': access ?? '' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: r.status, json: await r.json() };
  }, { method, url, body, access });
}

test('admin builds a department, a user and an authority group; the user sees exactly those menus, read-only where granted so', async ({ page }) => {
  test.setTimeout(120_000); // three admin screens, a logout and a second login: ~15 s on a quiet machine
  await loginAs(page, 'admin');

  // 1. department under 발전처
  await page.goto('/manage/deptManage');
  await page.getByText('발전처 (D1300)').click();
  // the form shows 발전처 (its code locked) before a child is added under it
  await expect(page.getByLabel('부서코드', { exact: true })).toHaveValue('D1300');
  await page.getByRole('button', { name: '하위부서 추가' }).click();
  const code = page.getByLabel('부서코드', { exact: true });
  await expect(code).toBeEnabled();
  await expect(code).toHaveValue('');
  await code.fill('D1350');
  await page.getByLabel('부서명', { exact: true }).fill('설비점검팀');
  await expect(code).toHaveValue('D1350');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/manage/depts') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '저장' }).click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(200);
  // saved: the form now edits the new department (code locked) and the tree shows it under 발전처
  await expect(code).toBeDisabled();
  await expect(page.getByText('설비점검팀 (D1350)')).toBeVisible();
  await screenshot(page, 'admin-dept');

  // 2. a user in it
  await page.goto('/manage/userManage');
  await page.getByRole('button', { name: '신규' }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByLabel('사용자ID', { exact: true }).fill('e2e01');
  await drawer.getByLabel('이름', { exact: true }).fill('한점검');
  await drawer.getByLabel('사업장', { exact: true }).click();
  await pickOne(page, '서해화력발전소');
  await expect(drawer.getByLabel('부서', { exact: true })).toBeEnabled();
  await drawer.getByLabel('부서', { exact: true }).click();
  await pickOne(page, '설비점검팀');
  await drawer.getByLabel('비밀번호', { exact: true }).fill(PWD);
  await screenshot(page, 'admin-user-form');
  await drawer.getByRole('button', { name: '저장' }).click();
  await expect(drawer.getByLabel('사용자ID', { exact: true })).toBeDisabled();
  await page.locator('.ant-drawer-close').click();
  await page.getByLabel('이름', { exact: true }).fill('한점검');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByRole('cell', { name: 'e2e01' })).toBeVisible();

  // 3. an authority group with two menus through the menu-selection popup
  await page.goto('/manage/authGrpManage');
  await page.getByRole('button', { name: '신규' }).click();
  await page.getByLabel('권한그룹코드').fill('E2E_GRP');
  await page.getByLabel('권한그룹명').fill('설비점검 권한');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('tab', { name: '메뉴 권한', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '메뉴 추가' }).click();
  const popup = page.locator('.ant-modal').filter({ hasText: '메뉴 검색' });
  await expect(popup).toBeVisible();
  // spec §5: adding with nothing checked is refused
  await popup.getByRole('button', { name: '추가' }).click();
  await expect(page.getByText('선택된 메뉴가 없습니다. 추가할 메뉴의 체크박스를 선택하세요.')).toBeVisible();
  // a click on 확인 while the dialog is still zooming in may be lost under load: click until it is gone
  const confirm = page.locator('.ant-modal-confirm');
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: '확인' }).click({ timeout: 2_000 });
    await expect(confirm).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await popup.getByLabel('메뉴명', { exact: true }).fill('관리');
  await popup.getByRole('button', { name: '조회' }).click();
  await popup.getByLabel('코드관리 접근권한', { exact: true }).check();
  await popup.getByLabel('공정관리 쓰기권한', { exact: true }).check();
  await expect(popup.getByLabel('공정관리 접근권한', { exact: true })).toBeChecked();
  await screenshot(page, 'admin-menu-popup');
  await popup.getByRole('button', { name: '추가' }).click();
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: '메뉴 권한 저장' }).click();
  await expect(page.getByLabel('ADM_CODE write')).not.toBeChecked();
  await expect(page.getByLabel('ADM_PROCESS write')).toBeChecked();
  await page.getByRole('tab', { name: '사용자', exact: true }).click();
  await page.getByLabel('사용자 추가', { exact: true }).fill('한점검');
  await pick(page, '한점검 (e2e01) 설비점검팀');
  await page.getByRole('button', { name: '사용자 추가' }).click();
  await expect(page.getByRole('cell', { name: 'e2e01' })).toBeVisible();
  await screenshot(page, 'admin-auth-grp');

  // 4. the new user sees exactly the two pages
  await page.locator('.jk-logout').click();
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, 'e2e01', PWD);
  const menus = await api(page, 'GET', '/api/common/menu/usermenus');
  const pages = (menus.json as { menuId: string; frontEndUrl: string | null; writeYn: string }[]).filter((m) => m.frontEndUrl).map((m) => `${m.menuId}:${m.writeYn}`);
  expect(pages.sort()).toEqual(['ADM_CODE:N', 'ADM_PROCESS:Y']);
  await expect(page.locator('[data-menu-id="ADM_USER"]')).toHaveCount(0);

  // read-only page: no save/new buttons, and its API refuses a write
  await page.goto('/manage/codeManage');
  await expect(page.getByText('읽기 전용 (쓰기 권한 없음)')).toBeVisible();
  await page.getByRole('cell', { name: 'COM_VENDOR_TYPE' }).click();
  await expect(page.getByRole('cell', { name: 'VT01' })).toBeVisible();
  await expect(page.getByRole('button', { name: '신규', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '추가', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '저장', exact: true })).toHaveCount(0);
  await screenshot(page, 'admin-code-readonly');
  const refused = await api(page, 'POST', '/api/manage/codegroups', { codeGroupCd: 'E2E_X', codeGroupNm: 'x' });
  expect(refused.status).toBe(403);
  expect(refused.json.message).toBe('메뉴 권한이 없습니다.');

  // the writable page offers its buttons
  await page.goto('/manage/processManage');
  await expect(page.getByRole('button', { name: '신규' })).toBeVisible();
});
