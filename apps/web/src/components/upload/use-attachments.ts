import { useCallback, useMemo } from 'react';
import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAttachGroup, TAttachSetting, TUploadedFile } from '@jikim/shared';
import { useT } from '@/lib/i18n';
import { openDownload, uploadApi } from './upload-api';
import { messageKey } from './upload-rules';
import { UPLOAD_NS } from './upload.i18n';

export const attachKeys = {
  setting: (taskClassNm: string) => ['attach', 'setting', taskClassNm] as const,
  list: (g: TAttachGroup) => ['attach', 'list', g.taskClassNm, g.attachFileId] as const,
  image: (fileNo: number) => ['attach', 'image', fileNo] as const,
};

/** the group's setting and files, and the actions every uploader variant shares */
export function useAttachments(group: TAttachGroup | null, taskClassNm: string) {
  const { t } = useT(UPLOAD_NS);
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const setting = useQuery<TAttachSetting>({ queryKey: attachKeys.setting(taskClassNm), queryFn: () => uploadApi.setting(taskClassNm), staleTime: 60_000 });
  const files = useQuery<TUploadedFile[]>({
    queryKey: group ? attachKeys.list(group) : ['attach', 'list', 'none'],
    queryFn: () => (group ? uploadApi.list(group) : Promise.resolve([])),
    enabled: group !== null,
  });
  const refresh = useCallback(() => (group ? qc.invalidateQueries({ queryKey: attachKeys.list(group) }) : Promise.resolve()), [group, qc]);

  /** a spec message in the user's language (server and client share the Korean source text) */
  const tr = useCallback((text: string) => {
    const k = messageKey(text);
    return k ? t(k) : text;
  }, [t]);

  const confirm = useCallback((text: string) => new Promise<boolean>((resolve) => {
    modal.confirm({ title: t('confirmTitle'), content: tr(text), okText: t('ok'), cancelText: t('cancel'), onOk: () => resolve(true), onCancel: () => resolve(false) });
  }), [modal, t, tr]);
  const warn = useCallback((text: string) => {
    modal.warning({ title: t('noticeTitle'), content: tr(text), okText: t('ok') });
  }, [modal, t, tr]);

  const actions = useMemo(() => ({
    async download(f: TUploadedFile) {
      try {
        openDownload((await uploadApi.downUrl(f.fileNo)).url);
      } catch {
        // the global error handler has shown the server's message
      }
    },
    async zip() {
      if (!group) return;
      try {
        openDownload((await uploadApi.zipUrl(group)).url);
      } catch {
        // 압축할 파일이 없습니다. comes from the server through the global handler
      }
    },
    async remove(f: TUploadedFile, taskFlag?: string) {
      if (!(await confirm(t('confirmDelete')))) return false;
      await uploadApi.remove(f.fileNo, taskFlag);
      await refresh();
      return true;
    },
    async removeAll(tempOnly = false) {
      if (!group) return false;
      if (!(await confirm(tempOnly ? t('confirmDeleteAllTemp') : t('confirmDeleteAll')))) return false;
      await uploadApi.removeAll(group, tempOnly);
      await refresh();
      return true;
    },
    async caption(f: TUploadedFile, text: string) {
      await uploadApi.editExplain(f, text || null);
      message.success(t('captionSaved'));
      await refresh();
    },
    /**
     * upload files one after another; stops at the first refusal (the server's message is shown globally). The server
     * keeps a file of an existing record at once; a temporary group's files wait for the record's create to claim them.
     */
    async uploadAll(list: File[], onProgress?: (name: string, pct: number) => void): Promise<boolean> {
      if (!group) return false;
      for (const file of list) {
        try {
          await uploadApi.upload(group, file, (pct) => onProgress?.(file.name, pct));
        } catch {
          await refresh();
          return false;
        }
      }
      message.success(t('uploadSuccess'));
      await refresh();
      return true;
    },
  }), [confirm, group, message, refresh, t]);

  return { setting, files, refresh, actions, confirm, warn, tr, t };
}
