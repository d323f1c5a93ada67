import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { apiLogin, openMenu, screenshot } from '../helpers';
import { approveInInbox } from '../walk';

// several people's pages on a shared machine: the first drawing of a page may take longer than the default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });
const out = path.resolve(import.meta.dirname, '../../test-results/prints');
const compact = (s: string) => s.replace(/\s+/g, '');

/** the half running today in the plants' zone (the page opens on it) */
function currentHalf(): { year: number; half: 'H1' | 'H2'; label: string } {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  const half = m! <= 6 ? 'H1' : 'H2';
  return { year: y!, half, label: `${y}년 ${half === 'H1' ? '상반기' : '하반기'}` };
}

type Binder = { duties: { dutyNo: number; statusCd: string; evidence: { kindCd: string; count: number }[] }[]; signedYn: string; reviewNo: number | null };

// Issue 29 item 8: the safety manager of the power plant prepares the half's 중대재해처벌법 binder for an inspection —
// reviews the duties, opens the records behind duty 3, writes the half's review and asks for its 결재; the CEO signs it in
// the 결재함; the binder is then signed and frozen, and prints as an A4 binder with its 결재란. No other test writes the
// current half's review of plant 1000 (the demo signs only the last half over).
test('the safety manager reviews the half\'s binder, opens the evidence of duty 3, has it signed by the CEO and prints it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const now = currentHalf();
  const tok = await apiLogin(page, 'safety01');
  const binderUrl = `/api/mgt/sapa?plantCd=1000&year=${now.year}&half=${now.half}`;
  const live = (await (await page.request.get(binderUrl, { headers: { 'X-Authorization': tok.accessToken } })).json()) as Binder;
  expect(live.signedYn).toBe('N');
  expect(live.reviewNo ?? null).toBeNull();

  // 1. the binder of the current half, as the server computes it from the live records
  await page.goto('/');
  await openMenu(page, 'MGT_SAPA');
  const banner = page.getByTestId('sapa-banner');
  await expect(banner).toContainText(now.label);
  await expect(banner).toContainText('결재 전');
  const label = { DONE: '이행', PARTIAL: '일부 이행', NOT_DONE: '미이행' } as Record<string, string>;
  for (const d of live.duties) await expect(page.getByTestId(`sapa-status-${d.dutyNo}`)).toHaveText(label[d.statusCd]!);
  await expect(page.getByTestId('sapa-duty-3')).toContainText('유해·위험요인 확인·개선 절차');
  await expect(page.getByTestId('sapa-duty-3')).toContainText('시행령 제4조 제3호');
  await expect(page.getByTestId('sapa-duty-0')).toContainText('제5조 점검');
  await screenshot(page, 'mgt-sapa-binder');

  // 2. the records behind a count of duty 3 (유해·위험요인 확인·개선): the demo's patrol findings of the half
  const duty3 = live.duties.find((d) => d.dutyNo === 3)!;
  const kind = duty3.evidence.find((e) => e.kindCd === 'PATROL_FINDING' && e.count > 0) ?? duty3.evidence.find((e) => e.count > 0);
  expect(kind, 'the demo has evidence of duty 3 in the current half').toBeTruthy();
  await page.getByTestId(`sapa-evidence-3-${kind!.kindCd}`).click();
  const drawer = page.getByTestId('sapa-evidence');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.ant-drawer-title')).toContainText(`(${kind!.count}건)`);
  await expect(drawer.locator('.ant-table-row')).toHaveCount(Math.min(kind!.count, 50));
  // statuses by their names, not their codes
  await expect(drawer.locator('.ant-table-tbody')).not.toContainText(/\b(OPEN|CLOSED|REGISTERED)\b/);
  await screenshot(page, 'mgt-sapa-evidence-duty3');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // 3. the half's review, then its 결재 through the record's own strip (line template: the CEO)
  const review = page.getByTestId('sapa-review');
  await expect(review).toContainText('이 반기의 검토 기록이 아직 없습니다.');
  await review.getByRole('button', { name: '검토 의견 작성' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '검토 의견 작성' });
  const comment = `${now.label} 이행점검: 위험성평가 결재와 순회점검 지적 조치를 확인함. 미준수 법규는 개선조치로 추적 (${Date.now() % 100000})`;
  await dialog.getByLabel('검토 의견').fill(comment);
  await dialog.getByRole('button', { name: /저\s*장/ }).click();
  await expect(page.getByText('검토 의견을 저장했습니다.')).toBeVisible();
  await expect(review.getByTestId('sapa-review-comment')).toHaveText(comment);
  const strip = review.getByTestId('appr-strip');
  await expect(strip).toContainText('미요청');
  await strip.getByTestId('appr-request').click();
  const line = page.getByRole('dialog').filter({ hasText: '결재선' });
  await expect(line).toBeVisible();
  await expect(line).toContainText('정대표');
  await screenshot(page, 'mgt-sapa-request-line');
  const requested = page.waitForResponse((r) => r.url().endsWith('/api/manage/apprrequest') && r.request().method() === 'POST');
  await line.getByRole('button', { name: '결재요청' }).click();
  expect((await requested).status()).toBe(200);
  await expect(page.getByText('결재를 요청했습니다.')).toBeVisible();
  await expect(strip).toContainText('결재중');
  // in approval the comment stays as sent
  await expect(review.getByTestId('sapa-review-edit')).toHaveCount(0);

  // 4. the CEO signs it in the 결재함
  await approveInInbox(browser, 'ceo01', `[중처법 이행점검] ${now.label}`, 'mgt-sapa-ceo-inbox');

  // 5. the binder is signed and frozen: the evidence lists are those of the sign-off
  await page.reload();
  await expect(banner).toContainText('결재완료');
  await expect(banner).toContainText('서명된 서류철은 이후 기록이 바뀌어도 그대로입니다');
  await expect(strip).toContainText('결재완료');
  await page.getByTestId(`sapa-evidence-3-${kind!.kindCd}`).click();
  await expect(drawer).toContainText('결재 시점에 고정된 기록입니다.');
  await expect(drawer.locator('.ant-table-row')).toHaveCount(Math.min(kind!.count, 50));
  await drawer.locator('.ant-drawer-close').click();
  await screenshot(page, 'mgt-sapa-signed');
  // "changed since signed": right after the sign-off the live records say the same
  await page.getByTestId('sapa-changes-open').click();
  const changes = page.getByTestId('sapa-changes');
  await expect(changes.getByTestId('sapa-changes-none')).toBeVisible();
  await screenshot(page, 'mgt-sapa-changes');
  await changes.locator('.ant-drawer-close').click();

  // 6. the evidence lists as Excel
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sapa-excel').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const xlsx = path.join(out, 'mgt-sapa.xlsx');
  mkdirSync(out, { recursive: true });
  await download.saveAs(xlsx);
  expect(statSync(xlsx).size).toBeGreaterThan(3000);

  // 7. the A4 binder: cover with the 결재란 (the drafter and the CEO, signed), contents, a chapter per duty → PDF
  const [print] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('sapa-print').click()]);
  const doc = print.getByTestId('print-document');
  await expect(doc).toBeVisible();
  await expect(print.getByTestId('print-button')).toBeEnabled();
  const appr = doc.getByTestId('print-approval').first();
  await expect(appr).toContainText('김안전');
  await expect(appr).toContainText('정대표');
  const days = await appr.locator('td.pd-appr-date').allTextContents();
  expect(days.every((d) => /^\d{4}\.\d{2}\.\d{2}$/.test(d.trim())), `every 결재란 box has its day (${days.join(' | ')})`).toBe(true);
  await expect(doc.locator('#toc')).toContainText('목차');
  await expect(doc.locator('#duty-3')).toContainText('제3호');
  await screenshot(print, 'mgt-sapa-print');
  const file = path.join(out, 'mgt-sapa-signed.pdf');
  writeFileSync(file, await print.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const flat = compact(text);
  for (const s of ['중대재해처벌법', '서류철', '서해화력발전소', '목차', '제3호', '제5조점검', '결재완료', '김안전', '정대표', compact(comment)]) expect(flat).toContain(s);
  for (const bad of ['undefined', 'null', '[objectObject]', 'NaN', 'InvalidDate']) expect(flat).not.toContain(bad);
  // no code value (PATROL_FINDING, NOT_DONE, FREQUENCY_RATE) where its name belongs
  expect(text.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g) ?? []).toEqual([]);
  // the cover, the contents and ten chapters each start a page
  const pages = text.split('\f').filter((p) => p.trim());
  expect(pages.length).toBeGreaterThanOrEqual(12);
  // every page carries its number at its foot, and the contents name the page each chapter starts on
  pages.forEach((p, i) => expect(compact(p), `page ${i + 1}`).toContain(compact(`${i + 1} / ${pages.length}`)));
  const tocPages = (await doc.locator('#toc tbody tr td:last-child').allTextContents()).map(Number);
  expect(tocPages).toHaveLength(10);
  expect(tocPages.every((n, i) => n > 2 && (i === 0 || n > tocPages[i - 1]!))).toBe(true);
  expect(compact(pages[tocPages[0]! - 1]!)).toContain('제1호');
  await print.close();

  // 8. on a phone the page does not scroll sideways
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(banner).toContainText('결재완료');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'mgt-sapa-phone');
  await page.getByTestId('sapa-changes-open').click();
  await expect(page.getByTestId('sapa-changes').getByTestId('sapa-changes-none')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'mgt-sapa-changes-phone');
});
