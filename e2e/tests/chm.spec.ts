import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiLogin, screenshot } from '../helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const option = (p: Page, title: string) => p.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).last();
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/**
 * The chemical manager registers a product from its SDS (typed in the page), prints its GHS label to PDF (text and
 * pictograms checked), has it reviewed, then receives and uses stock through the in/out page; the stock page shows
 * what is left, converted with the density.
 */
test('chemicals: register a product from an SDS, print its label, receive and use stock', async ({ page, context }) => {
  test.setTimeout(240_000);
  const tok = await apiLogin(page, 'safety01');
  const stamp = Date.now() % 100000;
  const prodNm = `염산 35% 시험 ${stamp}`;

  // 1. the product from its SDS: name, density, signal word, H/P codes, revision date, the component
  await page.goto('/chm/chemProd');
  await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
  const drawer = page.locator('.ant-drawer');
  const plant = drawer.getByLabel('사업장');
  if (await plant.isEnabled() && !(await drawer.getByText('서해화력발전소').isVisible())) {
    await plant.click();
    await option(page, '서해화력발전소').click();
  }
  await drawer.getByLabel('제품명').fill(prodNm);
  await drawer.getByLabel('밀도(kg/L)').fill('1.18');
  await drawer.getByLabel('공급사').fill('(주)대정화금');
  await drawer.getByLabel('긴급전화').fill('031-488-8110');
  await drawer.getByLabel('신호어').click();
  await option(page, '위험').click();
  for (const h of ['H290', 'H314', 'H335']) {
    await drawer.getByLabel('유해·위험문구(H)').fill(h);
    await drawer.getByLabel('유해·위험문구(H)').press('Enter');
  }
  for (const p of ['P280', 'P310']) {
    await drawer.getByLabel('예방조치문구(P)').fill(p);
    await drawer.getByLabel('예방조치문구(P)').press('Enter');
  }
  await drawer.getByLabel('MSDS 개정일').fill('2026-09-01');
  await drawer.getByLabel('MSDS 개정일').press('Enter');
  await drawer.getByLabel('응급조치').fill('눈: 즉시 다량의 물로 15분 이상 씻을 것.');
  const comps = drawer.getByTestId('child-grid-components');
  if ((await comps.getByLabel('CAS 번호 1', { exact: true }).count()) === 0) await comps.getByRole('button', { name: '행 추가' }).click();
  await comps.getByLabel('CAS 번호 1', { exact: true }).fill('7647-01-0');
  await comps.getByLabel('성분명 1', { exact: true }).fill('염화수소');
  await comps.getByLabel('함량 최소(%) 1', { exact: true }).fill('33');
  await comps.getByLabel('함량 최대(%) 1', { exact: true }).fill('35');
  await screenshot(page, 'chm-product-new');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/baseinfo/chemprod' && r.request().method() === 'POST');
  await drawer.getByRole('button', { name: /^저\s*장$/ }).click();
  const res = await saved;
  expect(res.status(), await res.text()).toBe(200);
  const prod = (await res.json()) as { chemProdNo: number; regs: { regCd: string }[] };
  // the regulations are the server's: 35 % HCl reaches the 10 % threshold of 인체급성유해성물질 and 사고대비물질
  expect(prod.regs.map((r) => r.regCd)).toEqual(expect.arrayContaining(['TOX_ACUTE', 'ACCIDENT_PREP', 'OSH_MANAGED']));
  await page.goto(`/chm/chemProd?key=${prod.chemProdNo}`);
  await expect(page.locator('.ant-drawer').getByTestId('child-grid-regs')).toContainText('인체급성유해성물질');
  await screenshot(page, 'chm-product-regs');

  // 2. the GHS label, printed to PDF: pictograms by precedence, signal word, Korean statements, the SDS revision
  const [labelPage] = await Promise.all([context.waitForEvent('page'), page.locator('.ant-drawer').getByTestId('resource-print-chmLabel').click()]);
  await expect(labelPage.getByTestId('chm-label')).toBeVisible();
  await expect(labelPage.getByTestId('ghs-GHS05')).toBeVisible();
  await expect(labelPage.getByTestId('ghs-GHS07')).toBeVisible();
  await expect(labelPage.getByTestId('chm-signal')).toHaveText('위험');
  await screenshot(labelPage, 'chm-label');
  const out = path.resolve(import.meta.dirname, '../test-results/chm');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, 'chm-label.pdf');
  writeFileSync(file, await labelPage.pdf({ format: 'A4', printBackground: true }));
  const text = pdfText(file).replace(/\s+/g, '');
  for (const s of [prodNm, '위험', 'H314', '피부에심한화상과눈에손상을일으킴', 'H335', 'P280', 'MSDS개정1차(2026-09-01)', '(주)대정화금', '031-488-8110']) expect(text).toContain(s.replace(/\s+/g, ''));
  // the pictograms are drawn into the PDF (vector paths: their accessible names are not text, the page count is 1)
  expect(await labelPage.locator('svg[data-testid^="ghs-"]').count()).toBe(2);
  await labelPage.close();

  // 3. the new-chemical review confirms it (the manager holds all three reviews here; the API tests walk separate reviewers)
  const headers = { 'X-Authorization': tok.accessToken };
  const req = await page.request.post('/api/chm/matcheckrequest', {
    headers, data: {
      plantCd: '1000', deptCd: 'D1230', chemProdNo: prod.chemProdNo, useDesc: '이온교환수지 재생', substituteYn: 'N',
      reviews: [{ disciplineCd: 'SAFETY', reviewerUserId: 'safety01' }, { disciplineCd: 'HEALTH', reviewerUserId: 'safety01' }, { disciplineCd: 'ENV', reviewerUserId: 'safety01' }],
    },
  });
  expect(req.status(), await req.text()).toBe(200);
  let r = (await req.json()) as { reqNo: number; version: number; statusCd: string };
  for (let i = 0; i < 3; i += 1) {
    const c = await page.request.post(`/api/chm/matcheckrequest/${r.reqNo}/confirm`, { headers, data: { comment: '적합', version: r.version } });
    expect(c.status(), await c.text()).toBe(200);
    r = await c.json();
  }
  expect(r.statusCd).toBe('CONFIRMED');

  // 4. receive 10 L and use 5 kg in the in/out page
  await page.goto('/chm/chemInout');
  const move = async (typeNm: string, qty: string, unit: string) => {
    await page.locator('.jk-grid').getByRole('button', { name: /^(plus )?추가$/ }).click();
    const d = page.locator('.ant-drawer');
    await d.getByLabel('저장소').click();
    await option(page, '수처리 약품창고').click();
    await d.getByLabel('화학제품').click();
    await page.keyboard.type(prodNm.slice(0, 8));
    await option(page, prodNm).click();
    await d.getByLabel('구분').click();
    await option(page, typeNm).click();
    await d.getByLabel('일자').fill('2026-11-20');
    await d.getByLabel('일자').press('Enter');
    await d.getByLabel('수량', { exact: true }).fill(qty);
    await d.getByLabel('단위').click();
    await option(page, unit).click();
    const posted = page.waitForResponse((x) => new URL(x.url()).pathname === '/api/chm/inout' && x.request().method() === 'POST');
    await d.getByRole('button', { name: /^저\s*장$/ }).click();
    const p = await posted;
    expect(p.status(), await p.text()).toBe(200);
    return (await p.json()) as { balanceKg: number };
  };
  expect((await move('입고', '10', 'L')).balanceKg).toBe(11.8);
  await screenshot(page, 'chm-inout-in');
  await page.keyboard.press('Escape');
  expect((await move('출고·사용', '5', 'kg')).balanceKg).toBe(6.8);
  await page.keyboard.press('Escape');

  // 5. the stock page shows what is left
  await page.goto('/chm/chemStock');
  const row = page.getByTestId('chm-stock').locator('tr', { hasText: prodNm });
  await expect(row).toContainText('6.8');
  await screenshot(page, 'chm-stock');
});
