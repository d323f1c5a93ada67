import ExcelJS from 'exceljs';
import { notFound } from '../../lib/errors.js';

/** an Excel upload template: built on request (no binary in the repository), answered as base64 */
export type TExcelTemplate = { fileNm: string; build(wb: ExcelJS.Workbook): void };
const templates = new Map<string, TExcelTemplate>();

/** modules register their upload templates by name (GET /api/common/excelTemplate/:templateNm) */
export function registerExcelTemplate(name: string, t: TExcelTemplate): void {
  templates.set(name, t);
}

export async function excelTemplate(name: string): Promise<{ fileNm: string; data: string }> {
  const t = templates.get(name);
  if (!t) throw notFound();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Jikim';
  t.build(wb);
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return { fileNm: t.fileNm, data: buf.toString('base64') };
}

// the attachment settings upload template (administrators prepare many task classes at once)
registerExcelTemplate('attachSetting', {
  fileNm: '첨부파일설정_업로드양식.xlsx',
  build(wb) {
    const ws = wb.addWorksheet('첨부파일설정');
    ws.columns = [
      { header: '업무구분명(taskClassNm)', key: 'taskClassNm', width: 24 },
      { header: '업무구분설명(taskClassDesc)', key: 'taskClassDesc', width: 30 },
      { header: '허용확장자(acceptExt)', key: 'acceptExt', width: 40 },
      { header: '파일갯수(limitCnt)', key: 'limitCnt', width: 16 },
      { header: '용량MB(limitSize)', key: 'limitSize', width: 16 },
      { header: '드래그(dragDropYn)', key: 'dragDropYn', width: 16 },
      { header: '다중선택(multipleSelYn)', key: 'multipleSelYn', width: 18 },
      { header: '미리보기(previewYn)', key: 'previewYn', width: 16 },
      { header: '사진설명(pictureExplainYn)', key: 'pictureExplainYn', width: 20 },
      { header: '암호화(encryptYn)', key: 'encryptYn', width: 16 },
      { header: '사용여부(useYn)', key: 'useYn', width: 14 },
    ];
    ws.getRow(1).font = { bold: true };
    ws.addRow({ taskClassNm: 'SAF_ACCIDENT_PHOTO', taskClassDesc: '사고 현장 사진', acceptExt: 'png,jpg,jpeg,gif', limitCnt: 10, limitSize: 10, dragDropYn: 'Y', multipleSelYn: 'Y', previewYn: 'Y', pictureExplainYn: 'Y', encryptYn: 'N', useYn: 'Y' });
  },
});
