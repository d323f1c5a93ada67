import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, screenshot } from '../helpers';
import { asUser } from '../walk';

// Issue 26: 시약 불출 — the team leader approves, the cabinet's manager issues (the 출고 booked), the requester confirms
// receipt; each step clicked in the record's drawer by the person who takes it. The request itself is prepared through the API.
async function openRequest(page: Page, no: number): Promise<Locator> {
  await page.goto(`/chm/chemDispense?key=${no}`);
  const drawer = page.locator('.ant-drawer-open', { has: page.locator('.ant-drawer-title', { hasText: '시약·약품 불출' }) });
  await expect(drawer.getByTestId('wf-head')).toBeVisible({ timeout: 30_000 });
  return drawer;
}
async function take(page: Page, drawer: Locator, action: string, status: string) {
  await drawer.getByTestId('wf-head').locator(`[data-action="${action}"]`).click();
  const pop = page.locator('.ant-popover:visible');
  if (await pop.getByRole('textbox').count()) await pop.getByRole('textbox').fill('확인');
  await pop.getByRole('button', { name: /확\s*인/ }).click();
  await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText(status, { timeout: 30_000 });
}

test('시약 불출: the leader approves, the cabinet manager issues, the requester confirms receipt — by clicks', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const tok = async (u: string) => ({ 'X-Authorization': ((await (await request.post('/login/login', { data: { username: u, password: DEMO_PASSWORD } })).json()) as { accessToken: string }).accessToken });
  const admin = await tok('admin');
  const users = (await (await request.get('/api/manage/user?page=1&limit=50&deptCd=D1310', { headers: admin })).json()) as { list: { userId: string; dutyCd: string | null }[] };
  const leader = users.list.find((u) => u.dutyCd === 'DUT03')!.userId;
  const w = await tok('worker01');
  const storages = (await (await request.get('/api/chm/storage?plantCd=1000&limit=50', { headers: w })).json()) as { list: { storageNo: number; storageTypeCd: string }[] };
  const lab = storages.list.find((s) => s.storageTypeCd === 'LAB')!;
  const stock = (await (await request.get(`/api/chm/stock?plantCd=1000&storageNo=${lab.storageNo}`, { headers: await tok('safety01') })).json()) as { list: { chemProdNo: number; prodNm: string; qtyKg: number }[] };
  const prod = stock.list.find((s) => s.qtyKg > 1)!;
  const made = await request.post('/api/chm/dispense', { headers: w, data: { plantCd: '1000', deptCd: 'D1310', chemProdNo: prod.chemProdNo, storageNo: lab.storageNo, qty: 0.2, unitCd: 'KG', purpose: `E2E 시료병 세척 ${Date.now() % 100000}` } });
  expect(made.status(), await made.text()).toBe(200);
  const no = ((await made.json()) as { dispenseNo: number }).dispenseNo;

  await asUser(browser, leader, async (page) => {
    const drawer = await openRequest(page, no);
    await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('요청');
    await take(page, drawer, 'APPROVE', '승인');
    await screenshot(page, 'chm-dispense-approved');
  });
  await asUser(browser, 'safety01', async (page) => {
    const drawer = await openRequest(page, no);
    await take(page, drawer, 'ISSUE', '불출');
    // the server's date and the ledger's movement are on the record
    await expect(drawer.getByLabel('불출일')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await screenshot(page, 'chm-dispense-issued');
  });
  await asUser(browser, 'worker01', async (page) => {
    const drawer = await openRequest(page, no);
    await take(page, drawer, 'RECEIVE', '수령 확인');
    await screenshot(page, 'chm-dispense-received');
  });
  const done = (await (await request.get(`/api/chm/dispense/${no}`, { headers: w })).json()) as { statusCd: string; inoutNo: number | null; receivedYmd: string | null };
  expect(done.statusCd).toBe('RECEIVED');
  expect(done.inoutNo).not.toBeNull();
  expect(done.receivedYmd).not.toBeNull();
});
