import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Image, Space, Tag, Upload } from 'antd';
import type { TUser } from '@jikim/shared';
import { adminApi } from '../api';
import { useAdmin } from '../components/admin-kit';

/** a user's signature image: shown, replaced from a PNG/JPEG, deleted (사용자관리 form) */
export default function Signature({ user, onChanged }: { user: TUser; onChanged: (u: TUser) => void }) {
  const { t, editable, saved } = useAdmin();
  const sig = useQuery({ queryKey: ['admin', 'signature', user.userId, user.version], queryFn: () => adminApi.signature(user.userId), enabled: user.hasSignature });
  const save = useMutation({ mutationFn: (d: string) => adminApi.saveSignature(user, d), onSuccess: (u) => { onChanged(u); saved(); } });
  const del = useMutation({ mutationFn: () => adminApi.deleteSignature(user), onSuccess: (u) => { onChanged(u); saved(); } });
  return (
    <Space orientation="vertical">
      {user.hasSignature && sig.data?.signature ? <Image src={sig.data.signature} alt={t('user.signature')} height={80} /> : <Tag>{t('user.signature')} -</Tag>}
      {editable && (
        <Space>
          <Upload accept="image/png,image/jpeg" showUploadList={false} beforeUpload={(file) => {
            const r = new FileReader();
            r.onload = () => save.mutate(String(r.result));
            r.readAsDataURL(file);
            return false;
          }}>
            <Button size="small" loading={save.isPending}>{t('user.signatureUpload')}</Button>
          </Upload>
          {user.hasSignature && <Button size="small" danger loading={del.isPending} onClick={() => del.mutate()}>{t('user.signatureDelete')}</Button>}
        </Space>
      )}
    </Space>
  );
}
