import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, screenshot } from '../helpers';
import { asUser } from '../walk';

async function openBypass(page: Page, no: number): Promise<Locator> {
  await page.goto(`/psm/bypass?key=${no}`);
  const drawer = page.locator('.ant-drawer-open', { has: page.locator('.ant-drawer-title', { hasText: '인터록 우회 대장' }) });
  await expect(drawer.getByTestId('wf-head')).toBeVisible({ timeout: 30_000 });
  return drawer;
}
async function take(page: Page, drawer: Locator, action: string, status: string) {
  await drawer.getByTestId('wf-head').locator(`[data-action="${action}"]`).click();
  const pop = page.locator('.ant-popover:visible');
  if (await pop.getByRole('textbox').count()) await pop.getByRole('textbox').fill('임시 조치 확인, 승인');
  await pop.getByRole('button', { name: /확\s*인/ }).click();
  await expect(drawer.getByTestId('wf-head').getByTestId('wf-status')).toHaveText(status, { timeout: 30_000 });
}
const ymdHm = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'Asia/Seoul' }).slice(0, 16);

/**
 * The PSM team requests a bypass of the power plant's ammonia leak interlock (SIL 1) on the register's form, a team
 * leader of the plant approves it from his own login, the control-room board shows it, and the PSM team restores it —
 * by clicks.
 */
test('인터록 우회: request → a team leader approves → the board shows it → restored', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const tok = async (u: string) => ({ 'X-Authorization': ((await (await request.post('/login/login', { data: { username: u, password: DEMO_PASSWORD } })).json()) as { accessToken: string }).accessToken });
  const admin = await tok('admin');
  const users = (await (await request.get('/api/manage/user?page=1&limit=50&deptCd=D1310', { headers: admin })).json()) as { list: { userId: string; dutyCd: string | null }[] };
  const leader = users.list.find((u) => u.dutyCd === 'DUT03')!.userId;
  const reason = `SCR 암모니아 누출 감지기 GD-NH3-02 교체 ${Date.now() % 100000}`;

  await apiLogin(page, 'safety01');
  await page.goto('/psm/bypass');
  await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer-open');
  const interlock = drawer.getByRole('combobox', { name: '인터록', exact: true });
  await interlock.click();
  await interlock.fill('IS-NH3');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'IS-NH3-01' }).first().click();
  await drawer.getByLabel('우회 사유').fill(reason);
  await drawer.getByLabel('임시 보호조치').fill('휴대용 암모니아 측정기로 30분 간격 순찰, 살수설비 수동 기동 대기');
  // date-time pickers: typed as the plant's clock shows it, Enter takes the value
  const startAt = ymdHm(new Date(Date.now() - 600_000));
  for (const [label, v] of [['시작 일시', startAt], ['종료 기한', ymdHm(new Date(Date.now() + 6 * 3_600_000))]] as const) {
    await drawer.getByLabel(label).fill(v);
    await drawer.getByLabel(label).press('Enter');
    await expect(drawer.getByLabel(label)).toHaveValue(v);
  }
  await screenshot(page, 'psm-bypass-request');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/psm/bypasses' && r.request().method() === 'POST');
  await drawer.getByRole('button', { name: '저장' }).click();
  const res = await saved;
  expect(res.status(), await res.text()).toBe(200);
  const created = (await res.json()) as { bypassNo: number; startDt: string };
  const no = created.bypassNo;
  // the picked plant time is stored as that instant (Seoul, +09:00)
  expect(ymdHm(new Date(created.startDt))).toBe(startAt);

  await asUser(browser, leader, async (p) => {
    const d = await openBypass(p, no);
    await expect(d.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('승인요청');
    await take(p, d, 'APPROVE', '우회중');
    await screenshot(p, 'psm-bypass-approved');
  });

  await page.goto('/psm/bypassBoard');
  const card = page.getByTestId(`psm-board-${no}`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('IS-NH3-01');
  await expect(card).toContainText(reason);
  await screenshot(page, 'psm-bypass-board');

  const d = await openBypass(page, no);
  await take(page, d, 'RESTORE', '복구완료');
  await screenshot(page, 'psm-bypass-restored');
  await page.goto('/psm/bypassBoard');
  await expect(page.getByTestId('psm-board')).toBeVisible();
  await expect(page.getByTestId(`psm-board-${no}`)).toHaveCount(0);
  // statistics per interlock count the restored bypass
  await expect(page.getByTestId('psm-bypass-stats')).toContainText('IS-NH3-01');
  await screenshot(page, 'psm-bypass-stats');
  const done = (await (await request.get(`/api/psm/bypasses/${no}`, { headers: await tok('safety01') })).json()) as { statusCd: string; approveUserId: string; restoreUserId: string };
  expect(done).toMatchObject({ statusCd: 'RESTORED', approveUserId: leader, restoreUserId: 'safety01' });
});

test('시험·검사 도래 현황 and a register in Korean', async ({ page }) => {
  await apiLogin(page, 'gas01');
  await page.goto('/psm/due');
  await expect(page.getByTestId('psm-due')).toBeVisible();
  await expect(page.getByTestId('psm-due').getByText('PSV-501')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'psm-due');
  await page.goto('/psm/valve');
  await expect(page.locator('.jk-grid tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('psm-import')).toBeVisible();
  await screenshot(page, 'psm-valve-list');
});

/**
 * Issue 28 (links): the safety manager isolates a point of the permit's work by picking the equipment tag from the PSM
 * register in the permit's LOTO panel — typed tag, picked option, energy, added — and the point names the tag.
 */
test('작업허가 LOTO: the point is picked from the equipment register by its tag', async ({ page, request }) => {
  test.setTimeout(150_000);
  const S = { 'X-Authorization': ((await (await request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } })).json()) as { accessToken: string }).accessToken };
  const equipment = (await (await request.get('/api/psm/equipment?page=1&limit=20&plantCd=1000', { headers: S })).json()) as { list: { tagNo: string; equipNm: string }[] };
  const eq = equipment.list[0]!;
  const created = await request.post('/api/saf/wkod/permits', {
    headers: S,
    data: { plantCd: '1000', kindCd: 'GENERAL', workNm: `LOTO 설비 선택 ${Date.now() % 100000}`, workYmd: '2031-05-01', startTm: '08:00', endTm: '12:00', requestDeptCd: 'D1410', superviseDeptCd: 'D1410', areaCd: 'E_BOILER' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const permitNo = ((await created.json()) as { permitNo: number }).permitNo;

  await apiLogin(page, 'safety01');
  await page.goto(`/saf/wkodPermit?key=${permitNo}`);
  const loto = page.getByTestId('wkod-loto');
  await expect(loto).toBeVisible({ timeout: 30_000 });
  const pick = loto.getByRole('combobox', { name: '설비 태그 (PSM)' });
  await pick.click();
  await pick.fill(eq.tagNo);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: eq.tagNo }).first().click();
  // the tag and name stand for the equipment in the name box
  await expect(loto.getByRole('textbox', { name: '설비', exact: true })).toHaveValue(`${eq.tagNo} ${eq.equipNm}`);
  await loto.getByRole('combobox', { name: '에너지' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '전기' }).first().click();
  await loto.getByRole('button', { name: 'LOTO 지점 추가' }).click();
  await expect(loto.locator('.ant-table-row').first()).toContainText(eq.tagNo, { timeout: 30_000 });
  await screenshot(page, 'psm-loto-equipment-pick');
  const saved = (await (await request.get(`/api/saf/wkod/permits/${permitNo}/loto`, { headers: S })).json()) as { list: { equipTagNo: string | null }[] };
  expect(saved.list.map((l) => l.equipTagNo)).toEqual([eq.tagNo]);
});

/**
 * Issue 28 (drawings: every revision kept with its own file): the PSM team gives the drawing's first revision its file,
 * adds revision 1 in the grid with its own file, saves, and the drawing answers revision 1 as current, each row naming
 * its file by name (a download link), never by number.
 */
test('공정 도면: each revision row carries its own file', async ({ page, request }) => {
  test.setTimeout(150_000);
  const S = { 'X-Authorization': ((await (await request.post('/login/login', { data: { username: 'safety01', password: DEMO_PASSWORD } })).json()) as { accessToken: string }).accessToken };
  const drawingNo = `1-PID-E2E-${Date.now() % 100000}`;
  const created = await request.post('/api/psm/drawings', { headers: S, data: { plantCd: '1000', drawingNo, drawingTypeCd: 'PID', drawingNm: '보일러 급수 계통 P&ID', revNo: '0', effectiveYmd: '2026-01-05' } });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { drawingId: number }).drawingId;
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

  await apiLogin(page, 'safety01');
  await page.goto(`/psm/drawing?key=${id}`);
  const grid = page.locator('.ant-drawer-open').getByTestId('child-grid-revisions');
  await expect(grid).toBeVisible({ timeout: 30_000 });
  await grid.getByTestId('도면 파일 1-file').setInputFiles({ name: `${drawingNo}_Rev0.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(grid.getByRole('button', { name: new RegExp(`${drawingNo}_Rev0\\.pdf`) })).toBeVisible({ timeout: 30_000 });
  await grid.getByRole('button', { name: /행 추가/ }).click();
  await grid.getByLabel('개정번호 2').fill('1');
  const date = grid.getByLabel('시행일 2');
  await date.click();
  await date.fill('2026-06-01');
  await date.press('Enter');
  await grid.getByLabel('개정 내용 2').fill('급수 펌프 최소유량 라인 추가');
  await grid.getByTestId('도면 파일 2-file').setInputFiles({ name: `${drawingNo}_Rev1.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(grid.getByRole('button', { name: new RegExp(`${drawingNo}_Rev1\\.pdf`) })).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'psm-drawing-revision-files');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/psm/drawings/${id}` && r.request().method() === 'PUT');
  await page.locator('.ant-drawer-open').getByRole('button', { name: /^저\s*장$/ }).click();
  const res = await saved;
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { revNo: string; effectiveYmd: string; revisions: { revNo: string; fileNm: string | null }[] };
  expect([body.revNo, body.effectiveYmd]).toEqual(['1', '2026-06-01']);
  expect(body.revisions.map((r) => [r.revNo, r.fileNm])).toEqual([['0', `${drawingNo}_Rev0.pdf`], ['1', `${drawingNo}_Rev1.pdf`]]);

  // opened again, each row shows its file by name
  await page.goto(`/psm/drawing?key=${id}`);
  const again = page.locator('.ant-drawer-open').getByTestId('child-grid-revisions');
  await expect(again.getByRole('button', { name: new RegExp(`${drawingNo}_Rev1\\.pdf`) })).toBeVisible({ timeout: 30_000 });
  await expect(again.getByRole('button', { name: new RegExp(`${drawingNo}_Rev0\\.pdf`) })).toBeVisible();
});
