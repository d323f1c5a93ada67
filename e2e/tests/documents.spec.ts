import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';
import { approveInInbox, asUser, requestApproval } from '../walk';

// Issue 30 item 5: a controlled document's new revision, by the clicks of the people who do each step — the safety
// manager opens the document, drafts the revision with its file in 개정 이력 and requests its 결재 in the page, the safety
// team leader approves it in the 결재함, and a worker then reads the new current revision. The API only logs people in.

// three people's pages on a shared machine: a page's first drawing may take longer than the default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });

const NUMBER = 'SH-P-070';
const TITLE = 'LOTO(잠금·표지) 절차서';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

// the open tab's panel (the other tab's panel is hidden)
const tab = (page: Page) => page.getByRole('tabpanel');
const drawerOf = (page: Page, title: string) => page.locator('.ant-drawer', { has: page.locator('.ant-drawer-title', { hasText: title }) });

/** the register searched by the document's title, with its drawer open */
async function openDocument(page: Page): Promise<Locator> {
  await page.goto('/mgt/document');
  const box = tab(page).getByRole('search');
  await box.getByRole('textbox', { name: '문서명', exact: true }).fill('LOTO');
  await box.getByRole('textbox', { name: '문서명', exact: true }).press('Enter');
  await tab(page).locator('.jk-grid tbody tr.ant-table-row', { hasText: NUMBER }).getByText(TITLE).click();
  const drawer = drawerOf(page, '문서관리');
  await expect(drawer.getByLabel('문서명', { exact: true })).toHaveValue(TITLE);
  return drawer;
}

test('a document\'s new revision: drafted and requested in the page, approved in the 결재함, read by a worker as the current one', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const change = `잔류에너지 확인 단계 추가 (검증자 서명) ${Date.now() % 100000}`;

  // 1. the safety manager opens the document: revision 0 in force, its history under it
  await apiLogin(page, 'safety01');
  const doc = await openDocument(page);
  await expect(doc.getByLabel('현행 개정번호')).toHaveValue('0');
  const history = doc.getByTestId('child-grid-revisions');
  await expect(history.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(history).toContainText('현행');
  await screenshot(page, 'documents-detail');
  await page.keyboard.press('Escape');

  // 2. the draft in 개정 이력: the document picked by its title; number, plant and state are the server's
  await page.getByRole('tab', { name: '개정 이력' }).click();
  await tab(page).getByRole('button', { name: /^(plus )?추가$/ }).click();
  const rev = drawerOf(page, '개정 이력');
  await rev.getByLabel('문서', { exact: true }).click();
  await rev.getByLabel('문서', { exact: true }).fill('LOTO');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: NUMBER }).last().click();
  await rev.getByLabel('제·개정 사유 및 내용').fill(change);
  await rev.getByLabel('본문(주요 내용)').fill('4.3 잠금 후 잔류에너지(압력·전기·중력)를 확인하고 검증자가 서명한다.');
  await screenshot(page, 'documents-draft');
  await rev.getByRole('button', { name: /^저\s*장$/ }).click();
  // saved: the drawer stays on the revision (its file and 결재 come next)
  await expect(rev.getByLabel('개정번호')).toHaveValue('1');
  await expect(rev.getByTestId('appr-strip')).toContainText('미요청');
  await rev.getByTestId('uploader-MGT_DOC_REV').locator('input[type=file]').setInputFiles({ name: 'SH-P-070_Rev1.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(rev.getByTestId('uploaded-file')).toHaveCount(1);

  // 3. 결재요청 in the drawer; in 결재 the revision is read-only
  await requestApproval(page, rev, 'e0009', 'documents-request-line');
  await expect(rev.getByTestId('appr-strip')).toContainText('결재중');
  await expect(rev.getByRole('button', { name: /^저\s*장$/ })).toHaveCount(0);

  // 4. the safety team leader approves in the 결재함
  await approveInInbox(browser, 'e0009', `[문서 개정] ${NUMBER} ${TITLE} Rev.1`, 'documents-inbox');

  // 5. a worker reads the document: revision 1 in force today, revision 0 superseded; the revision with its file
  await asUser(browser, 'worker01', async (p) => {
    const d = await openDocument(p);
    await expect(d.getByLabel('현행 개정번호')).toHaveValue('1');
    await expect(d.getByLabel('시행일', { exact: true })).toHaveValue(kstToday());
    const rows = d.getByTestId('child-grid-revisions').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('현행');
    await expect(rows.first()).toContainText(change);
    await expect(rows.last()).toContainText('구판');
    // a reader changes nothing
    await expect(d.getByRole('button', { name: /^저\s*장$/ })).toHaveCount(0);
    await screenshot(p, 'documents-worker-detail');
    await p.keyboard.press('Escape');

    await p.getByRole('tab', { name: '개정 이력' }).click();
    const box = tab(p).getByRole('search');
    await box.getByRole('textbox', { name: '문서번호·문서명', exact: true }).fill(NUMBER);
    await box.getByRole('textbox', { name: '문서번호·문서명', exact: true }).press('Enter');
    const list = tab(p).locator('.jk-grid tbody tr.ant-table-row');
    await expect(list).toHaveCount(2);
    await list.filter({ hasText: '현행' }).getByText(TITLE).click();
    const r = drawerOf(p, '개정 이력');
    await expect(r.getByLabel('제·개정 사유 및 내용')).toHaveValue(change);
    await expect(r.getByTestId('appr-strip')).toContainText('결재완료');
    await expect(r.getByTestId('uploaded-file')).toContainText('SH-P-070_Rev1.pdf');
    await expect(r.getByRole('button', { name: /^저\s*장$/ })).toHaveCount(0);
    await screenshot(p, 'documents-worker-revision');
  });
});
