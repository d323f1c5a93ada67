import type { DbOrTx } from '../../db/client.js';
import { attachSetting } from './attachments.tables.js';

/** demo attachment settings for a few task classes (idempotent) */
export async function seedAttachmentSettings(db: DbOrTx): Promise<void> {
  const base = { dragDropYn: 'Y', multipleSelYn: 'Y', useYn: 'Y', createUserId: 'system', updateUserId: 'system' } as const;
  await db
    .insert(attachSetting)
    .values([
      { ...base, taskClassNm: 'VENDOR_DOC', taskClassDesc: '협력업체 서류 (사업자등록증, 안전보건관리계획서 등)', acceptExt: 'pdf,hwp,hwpx,doc,docx,xls,xlsx,png,jpg,jpeg,gif', limitCnt: 10, limitSize: 20, previewYn: 'Y', pictureExplainYn: 'Y', encryptYn: 'N' },
      { ...base, taskClassNm: 'SAF_ACCIDENT_PHOTO', taskClassDesc: '사고 현장 사진', acceptExt: 'png,jpg,jpeg,gif', limitCnt: 10, limitSize: 10, previewYn: 'Y', pictureExplainYn: 'Y', encryptYn: 'N' },
      { ...base, taskClassNm: 'WKOD_DRAWING', taskClassDesc: '작업허가 도면', acceptExt: 'pdf,dwg,dxf,png,jpg,jpeg', limitCnt: 5, limitSize: 50, previewYn: 'Y', pictureExplainYn: 'N', encryptYn: 'N' },
      { ...base, taskClassNm: 'HEA_CHECKUP_RESULT', taskClassDesc: '건강검진 결과지 (암호화 보관)', acceptExt: 'pdf,png,jpg,jpeg', limitCnt: 3, limitSize: 10, previewYn: 'N', pictureExplainYn: 'N', encryptYn: 'Y' },
      { ...base, taskClassNm: 'NOTICE', taskClassDesc: '공지사항 첨부파일', acceptExt: 'pdf,hwp,hwpx,doc,docx,xls,xlsx,ppt,pptx,png,jpg,jpeg', limitCnt: 5, limitSize: 20, previewYn: 'Y', pictureExplainYn: 'N', encryptYn: 'N' },
      { ...base, taskClassNm: 'CHM_MSDS', taskClassDesc: '물질안전보건자료(MSDS)', acceptExt: 'pdf', limitCnt: 1, limitSize: 10, multipleSelYn: 'N', previewYn: 'N', pictureExplainYn: 'N', encryptYn: 'N' },
    ])
    .onConflictDoNothing();
}
