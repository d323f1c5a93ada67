// Printed documents: the 결재란 made from a record's approval line, the blank boxes, and the form built from a
// resource definition (code names, formatted dates, Y/N words, long texts on their own row).
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { noticeResource, permitResource, type TApprStep } from '@jikim/shared';
import { setPlantTimeZone } from '@/components/grid/plant-time';
import { printValue, resourcePrintProps } from '@/lib/resource/resource-print';
import { approvalFromLine, defaultApproval, PrintDocument, type TApprPrintLine } from './index';

const SIG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const step = (s: Partial<TApprStep> & Pick<TApprStep, 'stepNo' | 'slotKind' | 'stepStatus'>): TApprStep => ({
  approverUserId: `u${s.stepNo}`, approverNm: `결재자${s.stepNo}`, deptNm: null, dutyNm: null, decidedUserId: null, decidedUserNm: null,
  decidedDt: null, comment: null, signature: null, ...s,
});
const line = (statusCd: 'PROGRESS' | 'COMPLETE' | 'REJECT', steps: TApprStep[]): TApprPrintLine => ({
  apprTypeCd: 'NOTICE', recordKey: '7', request: { apprRequestNo: 1, statusCd, requestDt: null, completeDt: null, steps },
});

afterEach(() => setPlantTimeZone(undefined));

describe('approvalFromLine', () => {
  it('drafter 담당, reviewers 검토, the last deciding step 승인; duties win; decided boxes carry signature and the plant day', () => {
    setPlantTimeZone('Asia/Seoul');
    const a = approvalFromLine(line('PROGRESS', [
      step({ stepNo: 1, slotKind: 'DRAFT', stepStatus: 'DRAFTED', decidedUserId: 'u1', decidedDt: '2026-12-01T15:30:00.000Z', signature: SIG }),
      step({ stepNo: 2, slotKind: 'APPROVE', stepStatus: 'APPROVED', dutyNm: '팀장', decidedUserId: 'u2', decidedDt: '2026-12-02T01:00:00.000Z', signature: SIG }),
      step({ stepNo: 3, slotKind: 'AGREE', stepStatus: 'APPROVED', decidedUserId: 'u3', decidedDt: '2026-12-02T02:00:00.000Z' }),
      step({ stepNo: 4, slotKind: 'APPROVE', stepStatus: 'PENDING' }),
      step({ stepNo: 5, slotKind: 'APPROVE', stepStatus: 'WAIT', signature: SIG }),
      step({ stepNo: 6, slotKind: 'REFERENCE', stepStatus: 'REFERENCE' }),
    ]))!;
    expect(a.boxes.map((b) => b.role)).toEqual(['담당', '팀장', '검토', '승인']);
    // 15:30 UTC on 1 December is 2 December in Korea
    expect(a.boxes[0]).toMatchObject({ name: '결재자1', signature: SIG, date: '2026.12.02', waiting: false });
    // a waiting step shows its person but no signature (even if one was stored) and no date
    expect(a.boxes[3]).toMatchObject({ name: '결재자5', signature: null, date: null, waiting: true });
    expect(a.agreements!.map((b) => [b.role, b.name])).toEqual([['합의', '결재자3']]);
    expect(a.references).toEqual(['결재자6']);
    expect(a.statusLabel).toBe('결재 진행중');
  });

  it('a rejection and a delegate decision are written in the box; English when asked', () => {
    const a = approvalFromLine(line('REJECT', [
      step({ stepNo: 1, slotKind: 'DRAFT', stepStatus: 'DRAFTED', decidedUserId: 'u1', decidedDt: '2026-12-01T01:00:00.000Z' }),
      step({ stepNo: 2, slotKind: 'APPROVE', stepStatus: 'REJECTED', decidedUserId: 'd9', decidedUserNm: '대리인', decidedDt: '2026-12-01T02:00:00.000Z' }),
    ]), 'en')!;
    expect(a.boxes.map((b) => b.role)).toEqual(['Drafted', 'Approved']);
    expect(a.boxes[1]!.note).toBe('Rejected · Delegate 대리인');
    expect(a.statusLabel).toBe('Rejected');
  });

  it('no submitted request: no line (the page prints the blank boxes)', () => {
    expect(approvalFromLine({ apprTypeCd: 'NOTICE', recordKey: '7', request: null })).toBeNull();
    expect(defaultApproval().boxes.map((b) => b.role)).toEqual(['담당', '검토', '승인']);
  });
});

describe('a resource record as a document', () => {
  const row = {
    noticeNo: 12, plantCd: '1000', plantNm: '서해화력발전소', noticeTypeCd: 'NT02', noticeTypeNm: '안전', importantYn: 'Y', noticeTitle: '고소작업 안전수칙',
    postStartYmd: '2026-12-01', postEndYmd: '2026-12-31', useYn: 'N', noticeContents: '안전대를 착용한다.', version: 1, createUserId: 'safety01', createUserNm: '김안전',
    createDt: '2026-11-30T23:10:00.000Z', updateUserId: null, updateDt: '2026-11-30T23:10:00.000Z',
  };
  it('code values as names, dates formatted, Y/N as words', () => {
    const f = (n: string) => noticeResource.fields.find((x) => x.name === n)!;
    expect(printValue(f('noticeTypeCd'), row)).toBe('안전');
    expect(printValue(f('postStartYmd'), row)).toBe('2026. 12. 01.');
    expect(printValue(f('postStartYmd'), row, 'en')).toBe('2026-12-01');
    expect(printValue(f('importantYn'), row)).toBe('예');
    expect(printValue(f('useYn'), row)).toBe('아니오');
  });

  it('renders the form with title, number, plant and the 결재란', () => {
    setPlantTimeZone('Asia/Seoul');
    const p = resourcePrintProps(noticeResource, row);
    expect(p).toMatchObject({ title: '공지사항', number: '공지-12', plant: '서해화력발전소' });
    const { container, getByTestId } = render(<PrintDocument {...p} printedBy="김안전" />);
    const cells = [...container.querySelectorAll('.pd-table tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(cells).toContainEqual(['공지구분', '안전', '중요', '예']);
    // the long text takes its own row; the author's time is in the plant's zone
    expect(cells).toContainEqual(['내용', '안전대를 착용한다.']);
    expect(cells).toContainEqual(['작성자', '김안전', '작성일시', '2026-12-01 08:10']);
    expect(getByTestId('print-approval').textContent).toBe('결재담당검토승인');
    expect(container.textContent).not.toContain('NT02');
  });

  it('prints the QR code a definition declares (a work permit opens its public status page), none otherwise', async () => {
    const permit = { permitNo: 31, publicToken: '3f9a0c1e5b7d4f2a8c6e0b1d3f5a7c9e', plantCd: '1000', plantNm: '서해화력발전소', statusCd: 'ISSUED', kindCd: 'HOT', kindNm: '화기작업', workNm: '보일러 #2 과열기 튜브 교체', version: 3 };
    const p = resourcePrintProps(permitResource, permit);
    // the QR opens the public page by the permit's random token, never by its sequential number; the token is not printed
    expect(p).toMatchObject({ number: 'WKOD-31', qr: '/qr?wkod=3f9a0c1e5b7d4f2a8c6e0b1d3f5a7c9e' });
    // a server-written instant prints in the plant's zone, not as ISO text
    setPlantTimeZone('Asia/Seoul');
    expect(printValue(permitResource.fields.find((f) => f.name === 'startDt')!, { startDt: '2026-12-04T01:00:00.000Z' })).toBe('2026-12-04 10:00');
    const { container: sheet, findByTestId, getByTestId } = render(<PrintDocument {...p} />);
    expect(getByTestId('print-qr').getAttribute('data-target')).toBe('/qr?wkod=3f9a0c1e5b7d4f2a8c6e0b1d3f5a7c9e');
    expect((await findByTestId('qr-code')).getAttribute('alt')).toBe(`${window.location.origin}/qr?wkod=3f9a0c1e5b7d4f2a8c6e0b1d3f5a7c9e`);
    expect(sheet.textContent).not.toContain('3f9a0c1e5b7d4f2a8c6e0b1d3f5a7c9e');
    expect(resourcePrintProps(noticeResource, row).qr).toBeNull();
  });
});

describe('chapters of a binder', () => {
  it('a section with an id is a link target and a page-break section starts a new page', () => {
    const { container } = render(
      <PrintDocument title="서류철" approval={null} sections={[
        { title: '목차', fields: [{ label: '제1호', value: <a href="#duty-1">1</a> }] },
        { title: '제1호', id: 'duty-1', pageBreak: true, fields: [{ label: '상태', value: '이행' }] },
      ]} />,
    );
    const [toc, chapter] = Array.from(container.querySelectorAll('section.pd-section'));
    expect(toc!.classList.contains('pd-page-break')).toBe(false);
    expect(toc!.id).toBe('');
    expect(chapter!.id).toBe('duty-1');
    expect(chapter!.classList.contains('pd-page-break')).toBe(true);
    expect(container.querySelector('a[href="#duty-1"]')).not.toBeNull();
  });
});
