import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, readTokens, screenshot } from '../helpers';
import { asUserOn, PHONE } from '../walk';

// Issue 27: a waste disposal from its request to 완료, clicked in the page by the plant's environment team (env01): the
// handover written in the drawer (the stored lot picked, carrier and treater from the vendor master), 처리요청(인계), the
// treater's measured quantity entered, 처리결과 등록, 완료. The API only prepares the stored lot. Then the storage list and
// the landing card on a phone, the Allbaro and rate pages on the desk. Screenshots in Korean at 1440 and 375 px.
const expect = baseExpect.configure({ timeout: 30_000 });
const kstYmd = (days = 0) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const option = (p: Page, title: string) => p.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).last();

async function take(page: Page, drawer: Locator, action: string, status: string) {
  await drawer.getByTestId('wf-head').locator(`[data-action="${action}"]`).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
  await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText(status);
}

async function save(page: Page, drawer: Locator) {
  await drawer.getByRole('button', { name: /^(save )?저장$/ }).click();
  await expect(page.locator('.ant-message-notice').last()).toBeVisible();
}

test('a disposal from its request to 완료, every step clicked by the environment team', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 100000;
  const place = `E2E 보관창고 ${stamp}`;
  const handoverNo = `E2E-${stamp}`;
  await apiLogin(page, 'env01');
  const { access } = await readTokens(page);
  const made = await page.request.post('/api/env/waste/generation', {
    headers: { 'X-Authorization': access ?? '' },
    data: { plantCd: '1000', deptCd: 'D1230', wasteKindCd: 'WASTE_OIL', storagePlaceNm: place, storedSinceYmd: kstYmd(-20), qty: 2.5, unitCd: 'TON' },
  });
  expect(made.status(), await made.text()).toBe(200);

  await page.goto('/env/wasteDisposal');
  await page.getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '폐기물 처리(인계)' }) });
  await expect(drawer.getByLabel('인계서 번호')).toBeVisible();
  await drawer.getByLabel('배출부서').click();
  await expect(page.getByRole('treeitem', { name: '환경팀', exact: true })).toBeVisible();
  await drawer.getByLabel('배출부서').fill('환경');
  await page.getByRole('treeitem', { name: '환경팀', exact: true }).click();
  // the stored lot, found by its place
  await drawer.getByLabel('보관 폐기물').click();
  await drawer.getByLabel('보관 폐기물').fill(String(stamp));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: place }).last().click();
  await drawer.getByLabel('인계서 번호').fill(handoverNo);
  await drawer.getByLabel('인계일', { exact: true }).fill(kstYmd(0));
  await drawer.getByLabel('인계일', { exact: true }).press('Enter');
  await drawer.getByLabel('운반자', { exact: true }).click();
  await option(page, '(주)서해환경운수').click();
  await drawer.getByLabel('처리자', { exact: true }).click();
  await option(page, '(주)한국그린케미칼').click();
  await drawer.getByLabel('인계량(예상)').fill('2.4');
  // a save closes the drawer: the list shows the disposal, opened again from its 인계서 number
  const reopen = async (status: string) => {
    await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: handoverNo }).getByText(handoverNo).click();
    await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText(status);
  };
  await save(page, drawer);
  await reopen('작성중');
  await screenshot(page, 'env-waste-disposal-draft');

  await take(page, drawer, 'REQUEST', '처리요청');
  // the treater's result: measured quantity, receipt date, method
  await drawer.getByLabel('처리자 계량값').fill('2.38');
  await drawer.getByLabel('인수확인일').fill(kstYmd(0));
  await drawer.getByLabel('인수확인일').press('Enter');
  await drawer.getByLabel('처리방법').click();
  await option(page, '재활용').click();
  await save(page, drawer);
  await reopen('처리요청');
  await take(page, drawer, 'RESULT', '처리결과 등록');
  await take(page, drawer, 'COMPLETE', '완료');
  await expect(drawer.getByLabel('완료일')).toHaveValue(kstYmd(0));
  await screenshot(page, 'env-waste-disposal-completed');

  // the lot left the storage on the handover date
  await page.goto('/env/wasteStorage');
  await page.getByLabel('보관장소').fill(String(stamp));
  await page.getByRole('button', { name: /조\s*회/ }).first().click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: place })).toContainText('인계됨');
  await screenshot(page, 'env-waste-storage');
  // the plant's waste register uploaded beside 추가: previewed, then saved as lots
  const reg = new ExcelJS.Workbook();
  const sheet = reg.addWorksheet('관리대장');
  sheet.addRow(['배출부서', '폐기물종류', '보관장소', '보관시작일', '보관량', '단위', '비고']);
  sheet.addRow(['환경팀', '폐알칼리', `${place} 업로드`, kstYmd(-2), 1.8, '톤', '수처리 재생 폐액']);
  await page.getByTestId('env-lot-file').setInputFiles({ name: '폐기물관리대장.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await reg.xlsx.writeBuffer()) });
  const preview = page.locator('.ant-modal', { hasText: '관리대장 업로드' });
  await expect(preview.locator('.ant-table-row')).toHaveCount(1);
  await expect(preview.locator('.ant-table-row')).toContainText('폐알칼리');
  await screenshot(page, 'env-waste-register-preview');
  await preview.getByRole('button', { name: /저\s*장/ }).click();
  await expect(page.getByText('1건을 저장했습니다.')).toBeVisible();
  await page.goto('/env/wasteAllbaro');
  await expect(page.getByTestId('env-waste-allbaro')).toBeVisible();
  // last month's reconciliation of the demo: two findings
  await page.getByRole('button', { name: /보\s*기/ }).first().click();
  await expect(page.getByTestId('env-allbaro-result').locator('.ant-table-row')).toHaveCount(2);
  await screenshot(page, 'env-waste-allbaro');
  // Allbaro's download, uploaded in the page: today's handover typed there as 2.5 t instead of the measured 2.38 t
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('인계서');
  ws.addRow(['인계번호', '인계일자', '폐기물종류', '인계량', '단위', '운반자', '처리자', '인수확인일자', '최종수정일자']);
  ws.addRow([handoverNo, kstYmd(0), '폐유', 2.5, '톤', '(주)서해환경운수', '(주)한국그린케미칼', kstYmd(0), null]);
  const file = Buffer.from(await wb.xlsx.writeBuffer());
  await page.getByTestId('env-allbaro-file').setInputFiles({ name: '올바로_인계서.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  const found = page.getByTestId('env-allbaro-result').locator('.ant-table-row', { hasText: handoverNo });
  await expect(found).toContainText('수량 불일치');
  await expect(found).toContainText('2.38 톤');
  await screenshot(page, 'env-waste-allbaro-upload');
  await page.goto('/env/wasteRate');
  await expect(page.getByTestId('env-waste-rate').locator('.ant-table-row').first()).toBeVisible();
  await screenshot(page, 'env-waste-rate');
});

test('375 px: the storage list as cards and the landing card of the limits', async ({ browser }) => {
  test.setTimeout(120_000);
  await asUserOn(browser, 'env01', PHONE, async (page) => {
    await page.goto('/');
    await expect(page.getByTestId('waste-portlet')).toContainText('초과');
    await page.getByTestId('waste-portlet').scrollIntoViewIfNeeded();
    await screenshot(page, 'env-waste-portlet-375');
    await page.goto('/env/wasteStorage');
    await expect(page.locator('.jk-grid-card').first()).toBeVisible();
    // a phone opens the list first: the search is folded until unfolded
    await expect(page.getByRole('button', { name: /검색조건 보이기/ })).toBeVisible();
    await screenshot(page, 'env-waste-storage-375');
  });
});
