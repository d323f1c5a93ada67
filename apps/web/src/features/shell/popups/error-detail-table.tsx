import type { TErrorDetail } from '@jikim/shared';
import { useShellT } from '../shell.i18n';

const ROWS = ['code', 'timestamp', 'message', 'cause', 'causeDetail', 'url', 'queryString', 'returnCode', 'logNo'] as const;

/** spec §8: the server error detail (logNo lets the administrator find the log entry) */
export default function ErrorDetailTable({ detail }: { detail: Partial<TErrorDetail> | null }) {
  const { t } = useShellT();
  if (!detail) return <div>{t('http.generic')}</div>;
  return (
    <table className="jk-error-detail" style={{ width: '100%', borderCollapse: 'collapse', fontSize: 12 }}>
      <tbody>
        {ROWS.map((k) => (
          <tr key={k}>
            <th style={{ textAlign: 'left', whiteSpace: 'nowrap', padding: '2px 8px 2px 0', verticalAlign: 'top', color: '#666' }}>{t(`http.detail.${k}`)}</th>
            <td style={{ padding: '2px 0', wordBreak: 'break-all' }}>{detail[k] === null || detail[k] === undefined ? '-' : String(detail[k])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
