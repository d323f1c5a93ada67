import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { apiLogin, DEMO_PASSWORD, drawSignature, screenshot } from '../helpers';

const SHOTS = '/work/shots/wkod';
const P = '/api/saf/wkod/permits';
type TPermit = { permitNo: number; version: number; statusCd: string };

async function tokenOf(request: APIRequestContext, userId: string, vendor = false): Promise<Record<string, string>> {
  const res = vendor
    ? await request.post('/api/auth/vendorlogin', { data: { userId, userPwdSHA: createHash('sha256').update(DEMO_PASSWORD).digest('hex') } })
    : await request.post('/login/login', { data: { username: userId, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { 'X-Authorization': ((await res.json()) as { accessToken: string }).accessToken };
}
const post = async (request: APIRequestContext, h: Record<string, string>, url: string, data: unknown) => {
  const r = await request.post(url, { headers: h, data });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as TPermit & Record<string, unknown>;
};
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** sign in on the login page as the person who does the next step (the vendor tab for a contractor's user) */
async function signIn(page: Page, userId: string, vendor = false) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  if (vendor) await page.getByRole('tab', { name: '협력업체 로그인' }).click();
  await page.getByLabel('아이디').fill(userId);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByTestId('landing')).toBeVisible();
}

// three people (issue 25, segregation of duties): the contractor requests, the supervising 기계팀장 approves, the safety
// manager issues — each in the page, signed in on the login page
test('a contractor requests a hot-work permit, the supervisor approves, the safety team meets a SIMOPS conflict and overrides it; the printed QR opens the status', async ({ page, request }) => {
  test.setTimeout(180_000); // three sign-ins on the login page, two signatures, the issue with its override and the print
  const S = await tokenOf(request, 'safety01');
  const V = await tokenOf(request, 'vendor01', true);
  // a coming day (the workers' education is valid then), an area and window shared with an issued permit of the safety team
  const ymd = new Date(Date.now() + 9 * 3_600_000 + (1 + (Date.now() % 20)) * 86_400_000).toISOString().slice(0, 10);
  // three people (issue 25, segregation of duties): an administrator requests, the supervising 기계팀장 (e0033) approves,
  // the safety manager issues
  const A = await tokenOf(request, 'admin');
  const E = await tokenOf(request, 'e0033');
  let other = await post(request, A, P, { plantCd: '1000', kindCd: 'GENERAL', workNm: '보일러 급수펌프 점검', workYmd: ymd, startTm: '09:00', endTm: '15:00', areaCd: 'E_BOILER', requestDeptCd: 'D1410', superviseDeptCd: 'D1410', supervisorUserId: 'e0033' });
  for (const [s, h] of [['request', A], ['approve', E], ['issue', S]] as const) other = await post(request, h, `${P}/${other.permitNo}/${s}`, { version: other.version });
  expect(other.statusCd).toBe('ISSUED');

  // the contractor's permit: a project of its own, a roster member with valid education as the fire watcher
  const projects = (await (await request.get('/api/saf/wkod/projects/options?plantCd=1000', { headers: V })).json()) as { list: { projectNo: number }[] };
  const projectNo = projects.list[0]!.projectNo;
  const roster = (await (await request.get(`/api/saf/wkod/roster?projectNo=${projectNo}&onRoster=Y`, { headers: V })).json()) as { list: { workerNo: number; vendorCd: string; eduValid: boolean }[] };
  const w = roster.list.find((x) => x.eduValid)!;
  const workNm = `보일러 #2 과열기 튜브 교체 용접 ${Date.now() % 100000}`;
  const form = {
    plantCd: '1000', projectNo, vendorCd: 'V0001', kindCd: 'HOT', workNm, workYmd: ymd, startTm: '10:00', endTm: '17:00', areaCd: 'E_BOILER',
    requestDeptCd: 'D1410', superviseDeptCd: 'D1410', fireWatcherNm: '박화기',
  };
  const mine = await post(request, V, P, {
    ...form, workers: [{ workerNo: w.workerNo, vendorCd: w.vendorCd, roleCd: 'FIRE_WATCHER' }],
    measures: [{ measureCd: 'HOT_REMOVE', checkYn: 'Y' }, { measureCd: 'HOT_EXTING', checkYn: 'Y' }],
  });

  // the safety team names the supervising department's 팀장 as supervisor (a contractor cannot name a plant user). PUT
  // replaces the record (its required fields again; child rows left out keep theirs), so the form goes with the name
  const named = await request.put(`${P}/${mine.permitNo}`, { headers: S, data: { ...form, version: mine.version, supervisorUserId: 'e0033' } });
  expect(named.status(), await named.text()).toBe(200);
  expect(await named.json()).toMatchObject({ supervisorUserId: 'e0033', workers: [{ workerNo: w.workerNo }] });

  // the contractor requests on the detail page
  await signIn(page, 'vendor01', true);
  await page.goto(`/saf/wkodPermit?key=${mine.permitNo}`);
  await expect(page.getByText(workNm).first()).toBeVisible();
  // the requester signs and requests (the signature is stored with the step)
  await drawSignature(page);
  await page.getByRole('button', { name: '서명하고 신청' }).click();
  // the step's answer, then the record and its history refetched (slow on a loaded machine)
  await expect(page.getByTestId('wf-history')).toContainText('신청', { timeout: 30_000 });
  await shot(page, 'wkod-requested-vendor');

  // the supervising department approves: its 팀장, not the safety manager who will issue (segregation of duties)
  await signIn(page, 'e0033');
  await page.goto(`/saf/wkodPermit?key=${mine.permitNo}`);
  await drawSignature(page);
  await page.getByRole('button', { name: '서명하고 감독부서 승인' }).click();
  await expect(page.getByTestId('wf-history')).toContainText('감독부서 승인', { timeout: 30_000 });
  // the gas reading before issue (the phone test records one on the phone page)
  const cur = (await (await request.get(`${P}/${mine.permitNo}`, { headers: S })).json()) as TPermit;
  expect(cur.statusCd).toBe('APPROVED');
  await post(request, S, `${P}/${mine.permitNo}/gas-readings`, { o2Pct: 20.9, lelPct: 0, h2sPpm: 0, coPpm: 1 });
  // the safety manager issues
  await signIn(page, 'safety01');
  await page.goto(`/saf/wkodPermit?key=${mine.permitNo}`);

  // 허가 → SIMOPS conflict with the issued permit → override with a reason → ISSUED
  await page.getByTestId('wkod-issue-btn').click();
  const conflicts = page.getByTestId('wkod-conflicts');
  await expect(conflicts).toBeVisible();
  await expect(conflicts).toContainText(String(other.permitNo));
  await expect(page.getByTestId('wkod-issue-refusal')).toContainText('동시작업 충돌');
  await conflicts.scrollIntoViewIfNeeded();
  await shot(page, 'wkod-simops-conflict');
  await page.getByLabel('승인 사유').fill('급수펌프 점검 구역과 칸막이로 분리, 화기감시자 공동 배치');
  await page.getByTestId('wkod-override-btn').click();
  await expect(page.getByTestId('wkod-overrides')).toContainText(String(other.permitNo));
  await expect(page.getByTestId('wf-history')).toContainText('허가');
  await page.getByTestId('wkod-overrides').scrollIntoViewIfNeeded();
  await shot(page, 'wkod-issued-override');
  const issued = (await (await request.get(`${P}/${mine.permitNo}`, { headers: S })).json()) as TPermit & { simopsOverrideReason: string; publicToken: string };
  expect(issued).toMatchObject({ statusCd: 'ISSUED', simopsOverrideReason: '급수펌프 점검 구역과 칸막이로 분리, 화기감시자 공동 배치' });
  // shown on the other permit too
  const panels = (await (await request.get(`${P}/${other.permitNo}/panels`, { headers: S })).json()) as { overrides: { permitNo: number }[] };
  expect(panels.overrides.map((o) => o.permitNo)).toContain(mine.permitNo);
  const minePanels = (await (await request.get(`${P}/${mine.permitNo}/panels`, { headers: S })).json()) as { signatures: { roleCd: string; signature: string }[] };
  expect(minePanels.signatures.map((x) => x.roleCd).sort()).toEqual(['REQUESTER', 'SUPERVISOR']);
  expect(minePanels.signatures.every((x) => x.signature.startsWith('data:image/png;base64,'))).toBe(true);

  // the printed permit carries the QR of the public status page, which shows the status without personal data
  await page.goto(`/print/safWkodPermit/${mine.permitNo}`);
  await expect(page.getByTestId('print-document')).toContainText('작업허가서');
  // keyed by the permit's random token (issue 25): the sequential number opens nothing
  await expect(page.getByTestId('print-qr')).toHaveAttribute('data-target', `/qr?wkod=${issued.publicToken}`);
  await expect(page.getByTestId('print-qr').getByTestId('qr-code')).toBeVisible();
  await shot(page, 'wkod-print');
  await page.goto(`/qr?wkod=${mine.permitNo}`);
  await expect(page.getByTestId('wkod-public')).toHaveCount(0);
  await page.goto(`/qr?wkod=${issued.publicToken}`);
  await expect(page.getByTestId('wkod-public')).toHaveAttribute('data-status', 'ISSUED');
  await expect(page.getByTestId('wkod-public')).toContainText('화기작업');
  await expect(page.getByTestId('wkod-public')).not.toContainText('박화기');
  await shot(page, 'wkod-qr-status');
  await screenshot(page, 'wkod-qr-status');
});

test('작업허가 현황: today\'s permits as pins coloured by status over the uploaded plant map', async ({ page, request }) => {
  test.setTimeout(120_000); // the map upload, a placed point, a request and its reload, the roster page: ~50 s on a loaded machine
  const S = await tokenOf(request, 'safety01');
  await apiLogin(page, 'safety01');
  // an administrator's map image: a drawn site plan (boiler, turbine, coal yard, FGD, switchyard, water treatment)
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 900;
    c.height = 540;
    const g = c.getContext('2d')!;
    g.fillStyle = '#eef2f5';
    g.fillRect(0, 0, 900, 540);
    const areas: [string, number, number, number, number][] = [['보일러동', 380, 160, 160, 160], ['터빈동', 560, 200, 160, 120], ['저탄장·컨베이어', 60, 120, 260, 200], ['탈황설비', 420, 360, 160, 120], ['변전소', 620, 60, 160, 100], ['수처리동', 760, 360, 120, 120]];
    g.font = '18px sans-serif';
    for (const [nm, x, y, w, h] of areas) {
      g.fillStyle = '#cfd8dc';
      g.fillRect(x, y, w, h);
      g.strokeStyle = '#607d8b';
      g.strokeRect(x, y, w, h);
      g.fillStyle = '#263238';
      g.fillText(nm, x + 8, y + 26);
    }
    return c.toDataURL('image/png');
  });
  const maps = (await (await request.get('/api/saf/wkod/maps/options?plantCd=1000', { headers: S })).json()) as { list: { mapNo: number }[] };
  const mapNo = maps.list[0]!.mapNo;
  const up = await request.post('/api/common/attachFile/upload', {
    headers: S, multipart: { taskClassNm: 'SAF_WKOD_MAP', attachFileId: String(mapNo), file: { name: '서해화력_배치도.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') } },
  });
  expect(up.status(), await up.text()).toBe(200);
  await page.goto('/saf/wkodStatus');
  await expect(page.getByTestId('wkod-map').locator('img')).toBeVisible();
  await expect(page.getByTestId('wkod-pin').first()).toBeVisible();
  await expect(page.locator('[data-testid="wkod-pin"][data-status="SUSPENDED"]').first()).toBeVisible();
  await shot(page, 'wkod-status-map');

  // a draft permit's work location: a click on the map places it (fractions of the image), saved with the permit
  const draft = await post(request, S, P, {
    plantCd: '1000', kindCd: 'GENERAL', workNm: '수처리동 배관 보온 교체', workYmd: '2031-05-02', startTm: '08:00', endTm: '17:00', areaCd: 'E_WATER',
    requestDeptCd: 'D1410', superviseDeptCd: 'D1410',
  }) as { permitNo: number };
  await page.goto(`/saf/wkodPermit?key=${draft.permitNo}`);
  const picker = page.getByTestId('wkod-map-pick').locator('img');
  await picker.scrollIntoViewIfNeeded();
  await expect(picker).toBeVisible();
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width * 0.9, y: box.height * 0.78 } });
  await expect(page.getByTestId('wkod-map-pick').getByTestId('wkod-pin')).toBeVisible();
  await page.getByTestId('wkod-map-save').click();
  await expect.poll(async () => {
    const r = (await (await request.get(`${P}/${draft.permitNo}`, { headers: S })).json()) as { mapNo: number | null; mapX: number | null; mapY: number | null };
    return r.mapNo === mapNo && Math.abs((r.mapX ?? 0) - 0.9) < 0.03 && Math.abs((r.mapY ?? 0) - 0.78) < 0.03;
  }).toBe(true);
  await shot(page, 'wkod-map-point');

  // segregation of duties (issue 25 item 8): once the safety manager has requested the permit, its 감독부서 승인 is someone
  // else's — the page shows the step disabled with why, not a signature pad the server would refuse
  const placed = (await (await request.get(`${P}/${draft.permitNo}`, { headers: S })).json()) as TPermit;
  await post(request, S, `${P}/${draft.permitNo}/request`, { version: placed.version });
  await page.reload();
  const separated = page.getByTestId('wkod-separated-APPROVE');
  await separated.scrollIntoViewIfNeeded();
  await expect(separated).toContainText('이 문서의 [신청]을(를) 처리했으므로 [감독부서 승인]은(는) 다른 사람이 처리해야 합니다 (직무 분리).');
  await expect(separated.getByRole('button', { name: '감독부서 승인' })).toBeDisabled();
  await expect(page.getByTestId('wkod-sign-APPROVE')).toHaveCount(0);
  await shot(page, 'wkod-separated-approve');

  // 공사관리: the roster shows each worker's site education and licences as the permits check them
  const projects = (await (await request.get('/api/saf/wkod/projects/options?plantCd=1000', { headers: S })).json()) as { list: { projectNo: number }[] };
  await page.goto(`/saf/wkodProject?key=${projects.list[0]!.projectNo}`);
  const roster = page.getByTestId('wkod-roster');
  await roster.scrollIntoViewIfNeeded();
  await expect(roster).toContainText('유효');
  await shot(page, 'wkod-project-roster');
});
