import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';
import { approveInInbox, asUser, requestApproval } from '../walk';

// Issue 34: the day's main flow of an accident, by the clicks of the people who do each step — the reporter's flash
// report on the phone, the safety manager's 등록 and 결재요청 (line picked in the page), the team leader's approval in
// the 결재함, the investigation started from the accident, its 결재, the countermeasure's improvement action answered by
// the assignee and confirmed, and the 종결. The API only logs people in.

// five people's pages on a shared machine: a page's first drawing may take longer than the default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const kstYmd = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);


/** the improvement register, searched by title, with the action's drawer open */
async function openAction(p: Page, title: string): Promise<Locator> {
  await p.goto('/impr/imprAction');
  const box = p.getByRole('search');
  await box.getByLabel('제목').fill(title);
  await box.getByLabel('제목').press('Enter');
  await p.locator('.jk-grid tbody tr.ant-table-row', { hasText: title }).getByText(title).click();
  // the title is in an input of the drawer (a value, not text): the drawer is found by its heading and the title checked
  const drawer = p.locator('.ant-drawer', { has: p.locator('.ant-drawer-title', { hasText: '개선조치' }) });
  await expect(drawer.getByLabel('제목', { exact: true })).toHaveValue(title);
  return drawer;
}


/** a workflow button of the drawer's head, then 확인 in its confirmation */
async function take(page: Page, drawer: Locator, action: string) {
  await drawer.getByTestId('wf-head').locator(`[data-action="${action}"]`).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
}

// FIXME(issue 34): written this session; its first half (속보 → 등록 → 결재요청 → 결재함 승인 → 접수 → 사고조사 작성) passed in a
// browser, the rest (조사 결재 → 조사완료 → action → 종결) has not yet run through. Enabled once it passes on a quiet machine.
test('an accident from the flash report to 종결, every step by the clicks of the person who does it', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const title = `배관 플랜지 증기 누설 화상 ${Date.now() % 100000}`;
  const measure = `급수펌프실 플랜지 보온 덮개 설치 ${Date.now() % 100000}`;

  // 1. 속보: the safety manager reports from the phone
  await page.setViewportSize({ width: 375, height: 812 });
  await apiLogin(page, 'safety01');
  await page.goto('/mobile/accidentFlash');
  await page.getByLabel('어디서').fill('1호기 급수펌프실');
  await page.getByLabel('무슨 일이').first().fill(title);
  await page.getByPlaceholder('무엇을 하다가 어떻게 다쳤는지').fill('밸브 그랜드 패킹 점검 중 증기가 분출되어 손등 화상');
  await page.getByTestId('flash-submit').click();
  await expect(page.getByTestId('flash-done')).toBeVisible();
  const accidentNo = Number((await page.getByText(/사고번호 \d+/).textContent())!.replace(/\D/g, ''));

  // 2. 등록 with the form changed but not saved: the transition saves first (the guard reads 재해발생형태 and 개요)
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/saf/accident?key=${accidentNo}`);
  const drawer = page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '사고관리' }) });
  const head = drawer.getByTestId('wf-head');
  await expect(head.getByTestId('wf-status')).toHaveText('속보');
  // a flash report waits for no 결재 yet: no request offered
  await expect(drawer.getByTestId('appr-request')).toHaveCount(0);
  // the list of 19 kinds scrolls: typed to find it, as a person would
  await drawer.getByLabel('재해발생형태').click();
  await drawer.getByLabel('재해발생형태').fill('이상온도');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="이상온도 물체 접촉"]').last().click();
  await drawer.getByLabel('사고 개요').fill('밸브 그랜드 패킹 점검 중 증기가 분출되어 오른손 손등 2도 화상');
  await drawer.getByTestId('wf-head').locator('[data-action="REGISTER"]').click();
  await expect(page.locator('.ant-popover:visible')).toContainText('변경한 내용을 저장한 후 등록 처리합니다.');
  await screenshot(page, 'accident-flow-register-unsaved');
  await page.locator('.ant-popover:visible').getByRole('button', { name: /확\s*인/ }).click();
  await expect(head.getByTestId('wf-status')).toHaveText('등록');
  await expect(drawer.getByLabel('사고 개요')).toHaveValue(/2도 화상/);

  // 3. 결재요청 in the drawer, the line picked in the page
  await expect(drawer.getByTestId('appr-strip')).toContainText('미요청');
  await screenshot(page, 'accident-flow-request-button');
  await requestApproval(page, drawer, 'e0009', 'accident-flow-request-line');
  await expect(drawer.getByTestId('appr-strip')).toContainText('결재중');
  await expect(drawer.getByTestId('appr-request')).toHaveCount(0);
  // in approval the registered report is read-only
  await expect(drawer.getByRole('button', { name: /^저\s*장$/ })).toHaveCount(0);

  // 4. the safety team leader approves in the 결재함 → the accident is 접수 by itself
  await approveInInbox(browser, 'e0009', title, 'accident-flow-inbox');
  await page.reload();
  await expect(head.getByTestId('wf-status')).toHaveText('접수');
  await expect(drawer.getByTestId('appr-strip')).toContainText('결재완료');
  await screenshot(page, 'accident-flow-received');

  // 5. the investigation: not written yet is a state with a way to start it, not a 404
  await drawer.getByTestId('open-related-safAccidentInvestigation').click();
  const inv = page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: '사고조사' }) });
  await expect(inv.getByTestId('sub-record-missing')).toContainText('아직 작성되지 않았습니다.');
  await expect(page.getByText('요청한 정보를 찾을 수 없습니다')).toHaveCount(0);
  await screenshot(page, 'accident-flow-investigation-missing');
  await inv.getByTestId('sub-record-start').click();
  // the accident is fixed by where the investigation was started: its number · title · date, read-only
  await expect(inv.getByLabel('사고번호')).toHaveValue(new RegExp(`^${accidentNo} · `));
  await expect(inv.getByLabel('사고번호')).toHaveAttribute('readonly', '');
  await inv.getByLabel('조사 시작일').fill(kstYmd(0));
  await inv.getByLabel('조사 시작일').press('Enter');
  await inv.getByLabel('조사 결과').fill('보온재 탈락 부위에서 그랜드 패킹 점검 중 증기 분출, 보호장갑 미착용');
  const measures = inv.getByTestId('child-grid-countermeasures');
  await measures.getByRole('button', { name: '행 추가' }).click();
  await measures.getByLabel('대책 1', { exact: true }).fill(measure);
  await measures.getByLabel('담당자 1', { exact: true }).click();
  const popup = page.locator('.ant-modal').filter({ hasText: '사용자 검색' });
  await popup.getByLabel('이름').fill('박현장');
  await popup.getByRole('button', { name: '조회' }).click();
  await popup.getByRole('row', { name: /worker01/ }).getByRole('button', { name: '선택' }).click();
  await measures.getByLabel('조치기한 1', { exact: true }).fill(kstYmd(7));
  await measures.getByLabel('조치기한 1', { exact: true }).press('Enter');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/saf/accident-investigations') && r.request().method() === 'POST');
  await inv.getByRole('button', { name: /^저\s*장$/ }).click();
  expect((await created).status()).toBe(200);
  // the created investigation stays open: its 결재 is next
  await expect(inv.getByTestId('appr-strip')).toContainText('미요청');
  await screenshot(page, 'accident-flow-investigation-saved');
  await requestApproval(page, inv, 'e0009', 'accident-flow-investigation-line');
  await expect(inv.getByTestId('appr-strip')).toContainText('결재중');

  // 6. approved in the 결재함 → the accident is 조사완료
  await approveInInbox(browser, 'e0009', `[사고조사] 사고 ${accidentNo}`, 'accident-flow-inbox-investigation');

  // 7. the countermeasure is an improvement action: the assignee accepts, fixes (photo after) and asks for confirmation
  await asUser(browser, 'worker01', async (w) => {
    // the assignee works on 개선조치 › 내 개선조치 (the register is read-only for a worker)
    await w.goto('/mobile/imprMyAction');
    const card = w.locator('[data-testid^="impr-card-"]', { hasText: measure });
    await expect(card.getByTestId('wf-status')).toHaveText('등록');
    await card.click();
    const detail = w.getByTestId('impr-my-detail');
    await expect(detail).toContainText(measure);
    await detail.locator('[data-action="ACCEPT"]').click();
    await w.locator('.ant-modal-confirm').getByRole('button', { name: /확\s*인/ }).click();
    await expect(detail.getByTestId('wf-status').first()).toHaveText('조치중');
    const panel = detail.getByTestId('impr-confirm-panel');
    await panel.getByTestId('uploader-IMPR_AFTER').locator('input[type=file]').setInputFiles({ name: '보온덮개_설치.png', mimeType: 'image/png', buffer: PNG });
    await expect(panel.getByTestId('uploaded-file')).toHaveCount(1);
    await panel.getByLabel('조치결과').fill('보온 덮개 설치, 보호장갑 비치');
    await screenshot(w, 'accident-flow-action-done');
    await panel.locator('[data-action="REQUEST_CONFIRM"]').click();
    await expect(detail.getByTestId('wf-status').first()).toHaveText('확인요청');
  });

  // 8. the safety manager confirms the action and closes the accident
  const action = await openAction(page, measure);
  await take(page, action, 'CONFIRM');
  await expect(action.getByTestId('wf-head').getByTestId('wf-status')).toHaveText('완료');

  await page.goto(`/saf/accident?key=${accidentNo}`);
  await expect(head.getByTestId('wf-status')).toHaveText('조사완료');
  await take(page, drawer, 'CLOSE');
  await expect(head.getByTestId('wf-status')).toHaveText('종결');
  const history = drawer.getByTestId('wf-history');
  for (const s of ['등록', '접수', '조사완료', '종결']) await expect(history).toContainText(s);
  await screenshot(page, 'accident-flow-closed');
  // a phone shows the closed accident's drawer in Korean too
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'accident-flow-closed-phone');
});
