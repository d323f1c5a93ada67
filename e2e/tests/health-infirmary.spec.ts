import { expect, test, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

const DRUG = '인공눈물 점안액';

async function stockOf(page: Page, token: string) {
  const res = await page.request.get('/api/hea/drug/drugs', { headers: { 'x-authorization': token } });
  const list = (await res.json()) as { drugNm: string; stockQty: number }[];
  return list.find((d) => d.drugNm === DRUG)!.stockQty;
}

async function openNewVisit(page: Page) {
  await page.getByRole('button', { name: '이용 등록' }).click();
  const dlg = page.locator('.ant-modal', { hasText: '처방 추가' });
  await expect(dlg).toBeVisible();
  // the employee through the user-search popup
  await dlg.getByRole('button', { name: '직원 검색' }).click();
  const pop = page.locator('.ant-modal', { hasText: '사용자 검색' });
  await pop.getByLabel('이름').fill('박현장');
  await pop.getByRole('button', { name: '조회' }).click();
  await pop.locator('tr', { hasText: '박현장' }).getByRole('button', { name: '선택' }).click();
  await expect(dlg.locator('#hea-visit-user')).toHaveValue(/박현장/);
  // a choice clicked while the dropdown is still opening can be lost under load: pick until the field shows it
  const complaint = dlg.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '주호소' }) });
  await expect(async () => {
    await dlg.getByLabel('주호소').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '안과' }).click({ timeout: 3000 });
    await expect(complaint).toContainText('안과', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await dlg.getByLabel('증상').fill('눈 이물감(분진)');
  await dlg.getByLabel('처치 내용').fill('세안 후 인공눈물 점안');
  await dlg.getByLabel('의약품 1').click();
  await dlg.getByLabel('의약품 1').fill('인공눈물');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: DRUG }).click();
  return dlg;
}

test('health01 records an infirmary visit with a prescription and sees the stock drop; over-prescribing is refused in Korean', async ({ page }) => {
  const tok = await apiLogin(page, 'health01');
  const before = await stockOf(page, tok.accessToken);
  expect(before).toBeGreaterThan(2);

  await page.goto('/hea/infirmaryVisit');
  await expect(page.getByText('보건실 이용기록')).toBeVisible();
  await expect(page.locator('.jk-grid tr.ant-table-row').first()).toBeVisible();
  const dlg = await openNewVisit(page);
  // the drug choice shows the current stock
  await expect(dlg.getByTitle(`${DRUG} · 재고 ${before}개`)).toBeVisible();
  await dlg.getByLabel('수량 1').fill('2');
  await screenshot(page, 'health-infirmary-visit-form');
  await dlg.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('저장했습니다.')).toBeVisible();
  await expect(dlg).toBeHidden();
  await expect(page.locator('.jk-grid tr.ant-table-row', { hasText: '박현장' }).filter({ hasText: `${DRUG} 2개` }).first()).toBeVisible();

  // the stock dropped by 2: in the drug page and through the API
  expect(await stockOf(page, tok.accessToken)).toBe(before - 2);
  await page.goto('/hea/drugManage');
  const row = page.locator('.jk-grid tr.ant-table-row', { hasText: DRUG }).first();
  await expect(row).toContainText(String(before - 2));
  await row.click();
  await expect(page.getByText(`${DRUG} 입출고 이력`)).toBeVisible();
  await expect(page.locator('.jk-grid tr.ant-table-row', { hasText: '사용' }).filter({ hasText: '-2' }).first()).toBeVisible();
  await screenshot(page, 'health-drug-stock');

  // over-prescribing: the server refuses with the Korean message, nothing is saved
  await page.goto('/hea/infirmaryVisit');
  const dlg2 = await openNewVisit(page);
  await dlg2.getByLabel('수량 1').fill(String(before + 50));
  await dlg2.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('재고가 부족합니다. 현재 재고보다 많은 수량을 처방하거나 출고할 수 없습니다.')).toBeVisible();
  // let the alert finish its opening animation before the screenshot
  await page.waitForTimeout(500);
  await screenshot(page, 'health-infirmary-over-prescribe');
  expect(await stockOf(page, tok.accessToken)).toBe(before - 2);
});

test('health01 sees the musculoskeletal due list and the next work-environment measurement dates', async ({ page }) => {
  await apiLogin(page, 'health01');
  await page.goto('/hea/mskSurvey');
  const coal = page.locator('.jk-grid tr.ant-table-row', { hasText: '저탄장' }).first();
  await expect(coal).toBeVisible();
  await expect(coal).toContainText('제4호 제5호 제8호 제9호');
  await coal.getByText('2024-09-10').click();
  const form = page.locator('.ant-modal', { hasText: '근골격계 부담작업 체크리스트' });
  await expect(form.getByLabel(/제8호 하루 10회 이상 25kg/)).toBeChecked();
  await expect(form.getByLabel(/제1호 하루 4시간 이상/)).not.toBeChecked();
  await expect(form.locator('input[value="낙탄 청소용 진공흡입 장비 도입"]')).toBeVisible();
  await page.waitForTimeout(400);
  await screenshot(page, 'health-msk-survey-form');
  await form.getByRole('button', { name: 'Close' }).or(form.locator('.ant-modal-close')).first().click();
  await page.getByRole('tab', { name: '조사 주기' }).click();
  await expect(page.getByText('신규 작업: 시작일 + 1년')).toBeVisible();
  await expect(page.getByText('2027-09-10').first()).toBeVisible();
  await screenshot(page, 'health-msk-due');
  await page.goto('/hea/workenvMeasure');
  await page.getByRole('tab', { name: '다음 측정일' }).click();
  await expect(page.getByText('노출기준 초과 → 3개월')).toBeVisible();
  await expect(page.getByText('발암성 물질 → 6개월 유지')).toBeVisible();
  await expect(page.getByText('2회 연속 기준 미만 → 1년').first()).toBeVisible();
  await screenshot(page, 'health-workenv-next');
  await page.goto('/hea/infirmaryStat');
  await expect(page.getByText('주호소별 이용')).toBeVisible();
  await expect(page.locator('.jk-grid tr.ant-table-row', { hasText: '타이레놀정 500mg' }).first()).toBeVisible();
  await screenshot(page, 'health-infirmary-stat');
});
