import { expect, test } from '@playwright/test';
import { apiLogin, loginAs, screenshot } from '../helpers';

test('375 px: a worker reads their department\'s 작업위험성 대장 on the phone (TBM sharing), in Korean', async ({ page }) => {
  await loginAs(page, 'worker01');
  await page.goto('/print/rsaBook/1000/D1310');
  const book = page.getByTestId('print-document');
  await expect(book).toContainText('작업위험성 대장 — 발전1팀');
  // the demo's 정기 assessment of 보일러 노내 점검 (or a newer round of it), with its high risk and measure
  await expect(book).toContainText('보일러 노내 점검');
  await expect(book).toContainText('즉시개선');
  await screenshot(page, 'rsa-book-phone');
  // another department's book is empty for them (department scope)
  await page.goto('/print/rsaBook/1000/D1330');
  await expect(page.getByTestId('print-document')).toContainText('작업위험성 대장 — 연료팀');
  await expect(page.getByTestId('print-grid')).toHaveCount(0);
});

test('375 px: each method\'s form (JSA, HAZOP, CHARM, 핵심요인) shows its own grid on the phone', async ({ page }) => {
  await loginAs(page, 'safety01');
  for (const [unitWorkNm, name, shot] of [
    ['보일러 급수펌프 분해 정비', 'jsaSteps', 'rsa-form-jsa-phone'], ['보조증기 헤더 운전', 'hazopRows', 'rsa-form-hazop-phone'],
    ['수처리 약품 보충', 'charmRows', 'rsa-form-charm-phone'], ['터빈동 야간 순찰', 'onePoints', 'rsa-form-onepoint-phone'],
  ] as const) {
    await page.goto('/rsa/rsaAssessment');
    await page.getByText(unitWorkNm).first().click();
    const grid = page.locator('.ant-drawer').getByTestId(`child-grid-${name}`);
    await expect(grid).toBeVisible();
    await expect(page.locator('.ant-drawer [data-testid^="child-grid-"]')).toHaveCount(1);
    await grid.scrollIntoViewIfNeeded();
    await screenshot(page, shot);
    await page.keyboard.press('Escape');
  }
});

test('375 px: a CHARM row entered on the phone (a solid by its dustiness) shows the server\'s grade, level and risk', async ({ page }) => {
  const n = Date.now() % 100000;
  const unit = `가성소다 플레이크 투입 ${n}`;
  const tok = await apiLogin(page, 'safety01');
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { headers: { 'x-authorization': tok.accessToken }, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const ymd = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const plan = await post('/api/rsa/plans', { plantCd: '1000', deptCd: 'D1210', kindCd: 'OCCASIONAL', methodCd: 'CHARM', planTitle: `중화설비 CHARM ${n}`, planFromYmd: ymd, planToYmd: ymd });
  await post('/api/rsa/assessments', { planNo: plan.planNo, plantCd: '1000', deptCd: 'D1320', processNm: '수처리 설비 운전', unitWorkNm: unit });
  await page.goto('/rsa/rsaAssessment');
  await page.getByText(unit).first().click();
  let grid = page.locator('.ant-drawer').getByTestId('child-grid-charmRows');
  await grid.getByRole('button', { name: '행 추가' }).click();
  const choose = async (label: string, option: string) => {
    await grid.getByLabel(label, { exact: true }).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).last().click();
  };
  await grid.getByLabel('화학물질 1', { exact: true }).fill('수산화나트륨 (플레이크)');
  await grid.getByLabel('작업 1', { exact: true }).fill('중화조 투입');
  await grid.getByLabel('유해·위험문구(H) 1', { exact: true }).fill('H290, H314');
  await grid.getByLabel('하루 사용량 1', { exact: true }).fill('25');
  await choose('사용량 단위 1', 'kg');
  await choose('상태 1', '고체');
  await choose('비산성·휘발성 1', '중간 (액체: 비점 50~150℃ / 고체: 결정·입자, 먼지가 곧 가라앉음)');
  await grid.getByLabel('감소대책 1', { exact: true }).fill('투입구 국소배기장치 설치');
  await page.locator('.ant-drawer').getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('처리되었습니다').first()).toBeVisible();
  await page.getByText(unit).first().click();
  grid = page.locator('.ant-drawer').getByTestId('child-grid-charmRows');
  // H314 → 3; 25 kg of crystals → 중량 × 중간 → 3; 9 → 3 (개선 필요)
  const row = grid.locator('tbody tr').filter({ hasText: 'H 코드' });
  await expect(row).toContainText('사용량×휘발성');
  await expect(row.locator('td').filter({ hasText: /^9$/ })).toHaveCount(1);
  await row.locator('td').filter({ hasText: /^9$/ }).scrollIntoViewIfNeeded();
  await screenshot(page, 'rsa-charm-entered-phone');
});
