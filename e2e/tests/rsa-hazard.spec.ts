import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { apiLogin, dismissDialog, screenshot } from '../helpers';

const kstYmd = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const HEAD = ['분류', '유해·위험요인', '작업상황', '재해형태', '대책구분', '안전대책'];
async function sheet(rows: (string | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('유해위험요인');
  ws.addRow(HEAD);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('유해·위험요인 목록: an Excel sheet imported (a bad one named by row and column), then picked into a 빈도·강도 assessment with its standard controls', async ({ page }) => {
  const tag = String(Date.now() % 100000);
  const name = `미분기 밀 정비 중 회전체 끼임 ${tag}`;
  const tok = await apiLogin(page, 'safety01');
  const api = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const res = await page.request[method](url, { headers: { 'x-authorization': tok.accessToken }, ...(data === undefined ? {} : { data }) });
    expect(res.status(), await res.text()).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };

  await page.goto('/rsa/rsaHazard');
  const grid = page.locator('.jk-grid');
  // the demo library (today's hazard codes with the coal plant's standard controls)
  await expect(grid).toContainText('협착·끼임 위험 부분(회전체, 롤러)');
  const input = page.getByTestId('rsa-hazard-upload');

  // a bad sheet: every bad row named by row and column, nothing saved
  await input.setInputFiles({ name: 'bad.xlsx', mimeType: XLSX, buffer: await sheet([
    ['기계적 요인', name, null, '끼임', '공학적 대책', '덮개'],
    ['없는 분류', `틀린 행 ${tag}`, null, null, '관리적 대책', 'x'],
  ]) });
  const err = page.getByRole('dialog').filter({ hasText: '엑셀 업로드 오류' });
  await expect(err).toContainText('3행의 [분류] 값이 올바르지 않습니다.');
  await dismissDialog(page);

  // a good sheet: two rows of one hazard (its two standard controls) and another hazard
  await input.setInputFiles({ name: 'hazards.xlsx', mimeType: XLSX, buffer: await sheet([
    ['기계적 요인', name, '미분기(밀) 분해 정비 중 롤러 회전', '끼임', '공학적 대책', '롤러 회전부 방호덮개 설치'],
    ['기계적 요인', name, null, null, '관리적 대책', '정비 전 전원 차단·잠금(LOTO) 및 잔류 회전 정지 확인'],
    ['작업환경 요인', `미분기실 석탄분진 ${tag}`, '밀 주변 분진 비산', '기타', '개인보호구', '방진마스크(특급) 착용'],
  ]) });
  await expect(page.getByText('유해·위험요인 2건 등록, 0건 수정했습니다.')).toBeVisible();
  await page.getByRole('textbox', { name: '유해·위험요인' }).fill(tag);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(grid).toContainText(name);
  await expect(grid).toContainText(`미분기실 석탄분진 ${tag}`);
  await screenshot(page, 'rsa-hazard-library');
  await grid.getByText(name).click();
  const controls = page.locator('.ant-drawer').getByTestId('child-grid-controls');
  await expect(controls.getByLabel('안전대책 2')).toHaveValue('정비 전 전원 차단·잠금(LOTO) 및 잔류 회전 정지 확인');
  await screenshot(page, 'rsa-hazard-detail');
  await page.keyboard.press('Escape');

  // an assessment in progress of the coal plant: pick the imported hazard from the library
  const plan = await api('post', '/api/rsa/plans', {
    plantCd: '1000', deptCd: 'D1210', kindCd: 'OCCASIONAL', methodCd: 'FREQ_SEV', planTitle: `미분기 정비 수시 위험성평가 ${tag}`, planFromYmd: kstYmd(0), planToYmd: kstYmd(14),
  });
  const unit = `미분기 분해 정비 ${tag}`;
  const a = await api('post', '/api/rsa/assessments', {
    planNo: plan.planNo, plantCd: '1000', deptCd: 'D1310', processNm: '보일러 운전', unitWorkNm: unit,
    hazards: [{ hazardClassCd: 'ENVIRONMENT', hazardNm: '조명 부족', disasterTypeCd: 'TRIP', currentControl: '이동식 조명', likelihood: 1, severity: 2 }],
  });
  await page.goto('/rsa/rsaAssessment');
  await page.locator('.jk-grid tbody tr.ant-table-row', { hasText: unit }).first().getByText(unit).click();
  const hazards = page.locator('.ant-drawer').getByTestId('child-grid-hazards');
  await hazards.getByTestId('rsa-pick-hazards').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '유해·위험요인 선택' });
  await dialog.getByRole('searchbox', { name: '유해·위험요인·작업상황 검색' }).fill(tag);
  await dialog.getByRole('searchbox', { name: '유해·위험요인·작업상황 검색' }).press('Enter');
  const table = dialog.getByTestId('rsa-hazard-pick-table');
  await expect(table).toContainText(name);
  await expect(table).toContainText('롤러 회전부 방호덮개 설치');
  await expect(table).toContainText('공학적 대책');
  await screenshot(page, 'rsa-hazard-pick');
  await table.getByRole('button', { name: `선택 ${name}` }).click();
  await expect(dialog).toBeHidden();

  // the row is filled from the library (editable): hazard, class, disaster type, current controls
  await expect(hazards.getByLabel('유해·위험요인 2', { exact: true })).toHaveValue(name);
  await expect(hazards.getByLabel('현재 안전조치 2')).toHaveValue('롤러 회전부 방호덮개 설치 / 정비 전 전원 차단·잠금(LOTO) 및 잔류 회전 정지 확인');
  await expect(hazards).toContainText('기계적 요인');
  await expect(hazards).toContainText('끼임');
  await hazards.getByLabel('현재 안전조치 2').fill('롤러 회전부 방호덮개 설치 / LOTO');
  await hazards.getByLabel('가능성 2', { exact: true }).fill('3');
  await hazards.getByLabel('중대성 2', { exact: true }).fill('4');
  await screenshot(page, 'rsa-hazard-picked');
  await page.locator('.ant-drawer').getByRole('button', { name: /저\s*장/ }).click();
  await expect(page.getByText('정상적으로 처리되었습니다.')).toBeVisible();

  // saved with the link to the library hazard, graded by the server
  const saved = await api('get', `/api/rsa/assessments/${String(a.assessNo)}`);
  const rows = saved.hazards as { hazardLibNo: number | null; hazardNm: string; currentControl: string; riskScore: number }[];
  expect(rows[1]).toMatchObject({ hazardNm: name, currentControl: '롤러 회전부 방호덮개 설치 / LOTO', riskScore: 12 });
  expect(rows[1]!.hazardLibNo).toBeGreaterThan(0);
  expect(rows[0]!.hazardLibNo).toBeNull();
});
