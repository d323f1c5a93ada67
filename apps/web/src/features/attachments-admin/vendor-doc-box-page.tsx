import { lazy, Suspense, useState } from 'react';
import { Card, Col, Empty, Row, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { usePageMeta } from '@/app/page-context';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { NS } from './attachments-admin.i18n';

// the uploader (antd Upload and Image) loads when a vendor is picked, not with the list (issue 13 budget)
const FileUploader = lazy(() => import('@/components/upload/file-uploader').then((m) => ({ default: m.FileUploader })));

type Vendor = { vendorCd: string; vendorNm: string; plantCd: string; plantNm: string | null; fileCnt: number };

/** 협력업체 서류함 (menu ADM_VENDOR_DOC): the demo task class VENDOR_DOC — documents kept on the vendor master row */
export default function VendorDocBoxPage() {
  const { t } = useT(NS);
  const { editable } = usePageMeta();
  const [picked, setPicked] = useState<Vendor | null>(null);
  const vendors = useQuery({ queryKey: ['vendordocs'], queryFn: () => http.get<Vendor[]>('/api/manage/vendordocs') });
  return (
    <Row gutter={12}>
      <Col xs={24} md={10}>
        <Card size="small" title={t('vendorDocs')}>
          <Table<Vendor>
            rowKey="vendorCd" size="small" loading={vendors.isFetching} dataSource={vendors.data ?? []} pagination={false}
            rowClassName={(r) => (r.vendorCd === picked?.vendorCd ? 'ant-table-row-selected' : '')}
            onRow={(r) => ({ onClick: () => setPicked(r), style: { cursor: 'pointer' } })}
            columns={[
              { title: t('vendorNm'), dataIndex: 'vendorNm' },
              { title: t('plantNm'), dataIndex: 'plantNm' },
              { title: t('fileCnt'), dataIndex: 'fileCnt', align: 'right', width: 80 },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={14}>
        <Card size="small" title={picked ? picked.vendorNm : t('vendorDocs')}>
          {picked ? (
            <Suspense fallback={null}>
              <FileUploader key={picked.vendorCd} taskClassNm="VENDOR_DOC" attachFileId={picked.vendorCd} editable={editable}
                onChange={() => void vendors.refetch()} />
            </Suspense>
          ) : <Empty description={t('pickVendor')} />}
        </Card>
      </Col>
    </Row>
  );
}
