import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, readTokens, screenshot } from '../helpers';

// Single sign-on (issue 32) through the OpenID provider the global setup runs on loopback (e2e/global-setup.ts,
// E2E_SSO_ACCOUNTS): the login page's "SSO로 로그인", the provider's own login form, back on the app logged in.

/** at the provider's login form (apps/server/src/test/oidc-provider.ts): sign in as one of its accounts */
async function signInAtProvider(page: Page, account: string) {
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_IDP_URL}/interaction/`));
  await page.getByLabel('IdP 계정').fill(account);
  await page.getByRole('button', { name: 'IdP 로그인' }).click();
}

test('SSO: a new user is created in the department of the claims, logs in, and logs out at the provider too', async ({ page }) => {
  await page.goto('/login');
  const sso = page.getByRole('button', { name: 'SSO로 로그인' });
  await expect(sso).toBeVisible();
  // the password login stays on beside it (OIDC_LOCAL_LOGIN unset)
  await expect(page.getByLabel('아이디')).toBeVisible();
  await expect(page.getByText('또는')).toBeVisible();
  await screenshot(page, 'sso-login');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(sso).toBeVisible();
  await screenshot(page, 'sso-login-375');
  await page.setViewportSize({ width: 1440, height: 900 });

  await sso.click();
  await signInAtProvider(page, 'e2e.new');
  await expect(page.getByTestId('landing')).toBeVisible();
  await expect(page.getByText('최통합님, 안녕하세요.')).toBeVisible();
  // the usual session, stored as the password login stores it; no ticket left in the address
  const tok = await readTokens(page);
  expect(tok.access?.split('.')).toHaveLength(3);
  expect(tok.refresh?.length).toBeGreaterThan(30);
  expect(await page.evaluate(() => localStorage.getItem('jikim.userId'))).toBe('sso_e2e_new');
  expect(page.url()).not.toContain('sso=');
  await screenshot(page, 'sso-landing');

  // logout ends the session here and at the provider (its "sign out?" page), then back to the login page
  await page.locator('.jk-logout').click();
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_IDP_URL}/`));
  await page.getByRole('button', { name: 'IdP 로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await readTokens(page)).access).toBeNull();

  // the provider asks again (its session ended): an existing user is matched by the login claim
  await page.getByRole('button', { name: 'SSO로 로그인' }).click();
  await signInAtProvider(page, 'e2e.safety');
  await expect(page.getByText('김안전님, 안녕하세요.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jikim.userId'))).toBe('safety01');
});

test('SSO: a user the claims map to no plant is refused with the reason on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'SSO로 로그인' }).click();
  await signInAtProvider(page, 'e2e.nomap');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('소속 사업장·부서를 확인할 수 없어 사용자를 만들 수 없습니다.');
  expect((await readTokens(page)).access).toBeNull();
  await screenshot(page, 'sso-refused');
});

test('SSO: with the password login off the form hides behind "관리자 로그인", and admin still gets in', async ({ page }) => {
  // the server under test keeps the password login on (the other tests use it): its answer here says off
  // (the server's own refusal of non-admin ids is tested in apps/server/src/modules/auth/auth.sso.test.ts)
  await page.route('**/api/auth/sso', (route) => route.fulfill({ json: { sso: true, localLogin: false } }));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'SSO로 로그인' })).toBeVisible();
  await expect(page.getByLabel('아이디')).toBeHidden();
  await screenshot(page, 'sso-local-off');
  // the vendor tab keeps its form
  await page.getByRole('tab', { name: '협력업체 로그인' }).click();
  await expect(page.getByLabel('아이디')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SSO로 로그인' })).toBeHidden();
  await page.getByRole('tab', { name: '임직원 로그인' }).click();
  await page.getByRole('button', { name: '관리자 로그인 (아이디·비밀번호)' }).click();
  await page.getByLabel('아이디').fill('admin');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByTestId('landing')).toBeVisible();
});
