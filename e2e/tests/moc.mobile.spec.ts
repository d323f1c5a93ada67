import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, screenshot } from '../helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
/** no horizontal scroll at 375 px */
const fits = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= 375);

async function apiToken(request: APIRequestContext, userId: string) {
  const r = await request.post('/login/login', { data: { username: userId, password: DEMO_PASSWORD } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { accessToken: string }).accessToken;
}
type TMoc = { mocNo: number; version: number; statusCd: string; reviews: { reviewNo: number; reviewerUserId: string; decisionCd: string | null; reviewComment: string | null }[] };

/**
 * 375 px: the safety team puts a change of its own under review (the fuel team leader e0029 and the operations team leader
 * e0021 review it; e0021 answers through the API); e0029 opens 변경관리 기술검토 on the phone, finds it under 내 검토 대기,
 * reads the change, the other answer and the changed document, answers 의견 (the comment is required), sees the card leave
 * the waiting list for 답변함, and the answer is the change's reviewer row.
 */
test('375 px: a reviewer answers their own MOC review row on the phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const safety = { 'X-Authorization': await apiToken(request, 'safety01') };
  const stamp = Date.now() % 100000;
  const title = `저탄장 컨베이어 C-2 벨트 폭 확장 ${stamp}`;
  const created = await request.post('/api/saf/moc', {
    headers: safety,
    data: {
      plantCd: '1000', deptCd: 'D1410', mocTypeCd: 'PERMANENT', mocTitle: title, description: 'C-2 벨트 폭 1,000 mm → 1,200 mm, 아이들러 교체',
      reason: '석탄 이송량 증가로 벨트 사행과 낙탄이 반복됨', documentsChanged: '설비도면 CV-C2-001 Rev.4', riskAssessmentRef: 'RA-2026-077',
      reviews: [{ disciplineNm: '운전', reviewerUserId: 'e0021' }, { disciplineNm: '연료', reviewerUserId: 'e0029' }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  let m = (await created.json()) as TMoc;
  const up = await request.post('/api/common/attachFile/upload', {
    headers: safety, multipart: { taskClassNm: 'SAF_MOC_DOC', attachFileId: String(m.mocNo), file: { name: 'CV-C2-001_Rev4.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(up.status(), await up.text()).toBe(200);
  const submitted = await request.post(`/api/saf/moc/${m.mocNo}/transition`, { headers: safety, data: { action: 'SUBMIT', version: m.version } });
  expect(submitted.status(), await submitted.text()).toBe(200);
  // the other reviewer answers first (from their own login)
  const ops = { 'X-Authorization': await apiToken(request, 'e0021') };
  m = (await (await request.get(`/api/saf/moc/${m.mocNo}`, { headers: ops })).json()) as TMoc;
  const opsRow = m.reviews.find((r) => r.reviewerUserId === 'e0021')!;
  const opsAnswer = await request.post(`/api/saf/moc/${m.mocNo}/reviews/${opsRow.reviewNo}/answer`, { headers: ops, data: { decisionCd: 'APPROVE', reviewComment: '운전 조건 변화 없음', version: m.version } });
  expect(opsAnswer.status(), await opsAnswer.text()).toBe(200);

  // the fuel team leader on the phone: 내 검토 대기
  await apiLogin(page, 'e0029');
  const listed = page.waitForResponse((r) => r.url().includes('/api/saf/moc?') && r.url().includes('reviewerMe=Y'));
  await page.goto('/mobile/mocReview');
  expect((await listed).status()).toBe(200);
  const card = page.getByTestId(`moc-card-${m.mocNo}`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText(title);
  await expect(card).toContainText('서해화력발전소');
  await expect(card).toContainText('김안전');
  await expect(card).toContainText('석탄 이송량 증가');
  expect(await fits(page), 'the list fits 375 px').toBe(true);
  await screenshot(page, 'moc-mobile-list');

  // the change: facts, the other reviewer's answer, the changed document, my form
  await card.click();
  const detail = page.getByTestId('moc-mobile-detail');
  await expect(detail).toContainText(title, { timeout: 15_000 });
  await expect(detail.getByTestId('wf-status')).toHaveText('기술검토');
  await expect(detail).toContainText('C-2 벨트 폭 1,000 mm → 1,200 mm');
  await expect(detail).toContainText('RA-2026-077');
  await screenshot(page, 'moc-mobile-detail');
  const reviews = detail.getByTestId('moc-mobile-reviews');
  await expect(reviews.getByTestId(`moc-review-row-${opsRow.reviewNo}`)).toContainText('운전 조건 변화 없음');
  await expect(reviews.getByTestId(`moc-review-row-${opsRow.reviewNo}`)).toContainText('승인');
  const myRow = m.reviews.find((r) => r.reviewerUserId === 'e0029')!;
  await expect(reviews.getByTestId(`moc-review-row-${myRow.reviewNo}`)).toContainText('미답변');
  await expect(detail.getByText('CV-C2-001_Rev4.pdf')).toBeVisible();
  const form = detail.getByTestId('moc-mobile-answer');
  await expect(form).toContainText('연료 분야 검토자로 지정되었습니다.');
  // 의견 without its text is refused on the page, nothing is sent
  await form.getByText('의견', { exact: true }).click();
  await form.getByTestId('moc-mobile-submit').click();
  await expect(form.getByTestId('moc-mobile-problem')).toHaveText('의견을 선택하면 검토의견을 입력해야 합니다.');
  await form.getByLabel('검토의견').fill('벨트 교체 중 저탄장 출입 통제 구역 표시 필요');
  expect(await fits(page), 'the change fits 375 px').toBe(true);
  await screenshot(page, 'moc-mobile-answer');
  const answered = page.waitForResponse((r) => r.url().includes(`/api/saf/moc/${m.mocNo}/reviews/${myRow.reviewNo}/answer`) && r.request().method() === 'POST');
  await form.getByTestId('moc-mobile-submit').click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('검토 의견을 제출했습니다.')).toBeVisible({ timeout: 15_000 });
  // my row now carries the answer (the change reloaded); the form offers a revision while under review
  await expect(reviews.getByTestId(`moc-review-row-${myRow.reviewNo}`)).toContainText('벨트 교체 중 저탄장 출입 통제 구역 표시 필요', { timeout: 15_000 });
  await expect(reviews.getByTestId(`moc-review-row-${myRow.reviewNo}`)).toContainText('의견');
  await expect(form.getByTestId('moc-mobile-submit')).toHaveText('수정 제출');

  // back to the list: gone from 대기, listed under 답변함
  await page.getByTestId('moc-mobile-back').click();
  await expect(page.getByTestId('moc-mobile-list')).toBeVisible();
  await expect(page.getByTestId(`moc-card-${m.mocNo}`)).toHaveCount(0, { timeout: 15_000 });
  await page.getByTestId('moc-mobile-tabs').getByText('답변함').click();
  await expect(page.getByTestId(`moc-card-${m.mocNo}`)).toBeVisible({ timeout: 15_000 });
  expect(await fits(page), 'the 답변함 list fits 375 px').toBe(true);

  // the server holds the answer on the change's reviewer row
  const after = (await (await request.get(`/api/saf/moc/${m.mocNo}`, { headers: safety })).json()) as TMoc;
  expect(after.reviews.find((r) => r.reviewNo === myRow.reviewNo)).toMatchObject({ decisionCd: 'COMMENT', reviewComment: '벨트 교체 중 저탄장 출입 통제 구역 표시 필요' });

  // a stale answer (the safety team rejected the change meanwhile): the server's message, and the form is gone
  await page.getByTestId(`moc-card-${m.mocNo}`).click();
  await expect(page.getByTestId('moc-mobile-answer')).toBeVisible({ timeout: 15_000 });
  const rejected = await request.post(`/api/saf/moc/${m.mocNo}/transition`, { headers: safety, data: { action: 'REJECT', version: after.version, comment: '시험 종료' } });
  expect(rejected.status(), await rejected.text()).toBe(200);
  const refused = page.waitForResponse((r) => r.url().includes(`/reviews/${myRow.reviewNo}/answer`) && r.request().method() === 'POST');
  await page.getByTestId('moc-mobile-submit').click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByTestId('moc-mobile-refused')).toContainText('다시 불러왔습니다', { timeout: 15_000 });
  await expect(page.getByTestId('moc-mobile-answer')).toHaveCount(0);
  await expect(page.getByTestId('moc-mobile-detail').getByTestId('wf-status')).toHaveText('반려');
});
