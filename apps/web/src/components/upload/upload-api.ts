import type { TAttachGroup, TAttachSetting, TUploadedFile } from '@jikim/shared';
import { http } from '@/lib/http';

/** the attachment endpoints (server module attachments; paths in its README) */
export const uploadApi = {
  setting: (taskClassNm: string) => http.get<TAttachSetting>(`/api/common/attachSetting/${encodeURIComponent(taskClassNm)}`, undefined, { silent: true }),
  list: (g: TAttachGroup) => http.get<TUploadedFile[]>('/api/common/attachFile/list', { taskClassNm: g.taskClassNm, attachFileId: g.attachFileId }, { silent: true }),
  upload: (g: TAttachGroup, file: File, onProgress?: (pct: number) => void) => {
    const form = new FormData();
    // group fields before the file: the server reads them first
    form.append('taskClassNm', g.taskClassNm);
    form.append('attachFileId', g.attachFileId);
    if (g.taskFlag) form.append('taskFlag', g.taskFlag);
    form.append('file', file, file.name);
    return http.post<TUploadedFile>('/api/common/attachFile/upload', form, {
      // a large file takes longer than the 5 s API timeout
      timeout: 0,
      onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    });
  },
  apply: (g: TAttachGroup) => http.post<{ count: number }>('/api/common/attachFile/apply', g),
  remove: (fileNo: number, taskFlag?: string) =>
    http.delete<{ count: number }>(taskFlag ? `/api/saf/safAttachFile/delete/${fileNo}` : `/api/common/attachFile/delete/${fileNo}`),
  removeAll: (g: TAttachGroup, tempOnly = false) => http.post<{ count: number }>('/api/common/attachFile/deleteAll', { ...g, tempOnly: tempOnly ? 'Y' : 'N' }),
  /** a new-record form closed without saving: its temporary group goes, quietly (the cleanup job would remove it in a day) */
  discardTemp: (g: TAttachGroup) => http.post<{ count: number }>('/api/common/attachFile/deleteAll', { ...g, tempOnly: 'Y' }, { silent: true }),
  editExplain: (f: Pick<TUploadedFile, 'fileNo' | 'version'>, pictureExplan: string | null) =>
    http.post<TUploadedFile>('/api/common/attachFile/editExplain', { fileNo: f.fileNo, pictureExplan, version: f.version }),
  image64: (fileNo: number) => http.get<{ fileNo: number; previewImage: string }>('/api/common/attachFile/image64', { fileNo }, { silent: true }),
  downUrl: (fileNo: number) => http.get<{ url: string }>('/api/common/attachFile/downUrl', { fileNo }),
  zipUrl: (g: TAttachGroup) => http.get<{ url: string }>('/api/common/attachFile/zip', { taskClassNm: g.taskClassNm, attachFileId: g.attachFileId }),
  excelTemplate: (templateNm: string) => http.get<{ fileNm: string; data: string }>(`/api/common/excelTemplate/${encodeURIComponent(templateNm)}`),
};

/** open a signed download URL: the browser streams it and saves it under the original name */
export function openDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** save a base64 answer (Excel template, file64) as a file */
export function saveBase64(fileNm: string, data: string, contentType = 'application/octet-stream'): void {
  const bin = atob(data);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) bytes[i] = bin.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNm;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
