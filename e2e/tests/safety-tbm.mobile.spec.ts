import { expect, test, type Page } from '@playwright/test';
import { apiLogin, drawSignature, screenshot } from '../helpers';

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('375 px: the leader runs a TBM on the phone — two attendees (an employee and a contractor worker) each sign, a follow-up becomes an action', async ({ page }) => {
  await apiLogin(page, 'worker01');
  await page.goto('/mobile/tbm');
  const root = page.getByTestId('saf-tbm-mobile');
  await expect(root).toContainText('TBM (작업 전 안전점검회의)');
  const work = `급수펌프 베어링 교체 ${Date.now() % 100000}`;
  await page.getByLabel('작업내용').fill(work);
  await page.getByLabel('작업장소').fill('보일러동 1층 급수펌프실');
  await page.getByLabel('오늘의 위험요인').fill('회전체 끼임, 중량물 낙하');
  await page.getByLabel('안전대책').fill('LOTO 후 잔류압력 확인, 신호수 배치');
  await page.getByLabel('보호구 착용 확인').click();
  await page.getByLabel('참석자 건강상태 확인').click();

  // the leader (박현장) is the first attendee; a contractor worker joins
  await expect(page.getByLabel('성명 1')).toHaveValue('박현장');
  await page.getByRole('button', { name: '협력업체 근로자 추가' }).click();
  await page.getByLabel('성명 2').fill('한정비');
  await page.getByLabel('소속 2').fill('(주)대한플랜트정비');

  // each signs on the phone
  for (const i of [1, 2]) {
    await page.getByTestId(`tbm-attendee-${i}`).getByRole('button', { name: '서명' }).click();
    await drawSignature(page);
    await expect(page.getByTestId(`tbm-attendee-${i}`).getByRole('button', { name: '서명 완료' })).toBeVisible();
  }
  await expect(root).toContainText('서명 2 / 2');

  await page.getByRole('button', { name: '후속조치 추가' }).click();
  await page.getByLabel('내용 1').fill('펌프실 조명 보강');
  const due = new Date(Date.now() + 9 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByPlaceholder('조치기한').fill(due);
  await page.getByPlaceholder('조치기한').press('Enter');
  await expect(page.getByPlaceholder('조치기한')).toHaveValue(due);
  expect(await fits(page), 'the TBM form fits 375 px').toBe(true);
  await page.getByTestId('tbm-attendee-2').scrollIntoViewIfNeeded();
  await screenshot(page, 'saf-tbm-mobile-signed');

  await page.getByRole('button', { name: 'TBM 완료' }).click();
  await expect(page.getByText('완료된 TBM입니다.')).toBeVisible();
  const tbmNo = Number(new URL(page.url()).searchParams.get('key'));
  expect(tbmNo).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'saf-tbm-mobile-done');

  const tok = await page.evaluate(() => localStorage.getItem('jikim.accessToken'));
  const rec = await page.request.get(`/api/saf/tbm/${tbmNo}`, { headers: { 'X-Authorization': tok! } });
  const body = (await rec.json()) as { statusCd: string; attendees: { attendeeNm: string; signature: string | null }[] };
  expect(body.statusCd).toBe('DONE');
  expect(body.attendees.map((a) => [a.attendeeNm, a.signature?.startsWith('data:image/png;base64,')])).toEqual([['박현장', true], ['한정비', true]]);
  const actions = await page.request.get(`/api/impr/actions?sourceTypeCd=TBM&sourceKey=${tbmNo}`, { headers: { 'X-Authorization': tok! } });
  expect(((await actions.json()) as { totalCount: number }).totalCount).toBe(1);
});
