import type { TResourceRow } from '@jikim/shared';
import { mocResource, SAF_MOC_FILES } from '@jikim/shared/src/safety/moc/moc.resource';
import type { PrintSection } from '@/components/print';
import { plantDateTime } from '@/components/grid/plant-time';
import { uploadApi } from '@/components/upload/upload-api';
import { i18n, registerTranslations, type Lang } from '@/lib/i18n';
import { resourceNs } from '@/lib/resource/resource-fields';

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024)).toLocaleString()} KB`;

/** the printed MOC request lists its changed documents (the files of the change: name, size, date, caption) */
export default async function mocDocuments(row: TResourceRow, lang: Lang): Promise<PrintSection[]> {
  registerTranslations(resourceNs(mocResource), mocResource.i18n);
  const t = i18n.getFixedT(lang, resourceNs(mocResource));
  const files = await uploadApi.list({ taskClassNm: SAF_MOC_FILES.documents, attachFileId: String(row.mocNo) });
  const title = t(SAF_MOC_FILES.documents);
  if (files.length === 0) return [{ title, fields: [{ label: title, value: t('noDocuments'), full: true }] }];
  return [{
    title,
    fields: [],
    table: {
      columns: [{ label: t('docNo'), width: '8%' }, { label: t('docFile'), width: '52%' }, { label: t('docSize'), width: '14%' }, { label: t('docDate'), width: '26%' }],
      rows: files.map((f, i) => [String(i + 1), f.pictureExplan ? `${f.fileOrgNm} (${f.pictureExplan})` : f.fileOrgNm, kb(f.fileSize), plantDateTime(f.createDt).slice(0, 16)]),
    },
  }];
}
