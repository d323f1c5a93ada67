import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { recordPickText, type TResourceDefinition, type TResourceRow } from '@jikim/shared';
import { approvalFromLine, fetchApprovalLine, PRINT_NS, PrintDocument } from '@/components/print';
import { http } from '@/lib/http';
import { useLocale, useT, type Lang } from '@/lib/i18n';
import { picksOf, pickTextKey, resourcePrintProps, signOffApproval, type TSignOff } from '@/lib/resource/resource-print';
import { printExtras } from './print-extras';
import { PrintDesk, PrintSession } from './print-session';

const LANGS: Lang[] = ['ko', 'en', 'zh', 'es'];

/** the resource definition of that name among the shared package's exports, when it declares a printed document (`print`) */
async function findDefinition(name: string): Promise<TResourceDefinition | null> {
  const shared: Record<string, unknown> = await import('@jikim/shared');
  for (const v of Object.values(shared)) {
    if (v && typeof v === 'object' && 'basePath' in v && 'fields' in v && 'key' in v && (v as TResourceDefinition).name === name) return (v as TResourceDefinition).print ? v as TResourceDefinition : null;
  }
  return null;
}

/**
 * /print/<resource>/<key>[?lang=ko]: the A4 print view of one record, outside the app frame. The record comes
 * through the resource's own authorised GET (rights and scope apply as on screen); a record with an approval
 * type prints its real line (else blank boxes 담당 · 검토 · 승인). The browser's print (PDF) gives the file.
 */
export default function PrintRoute() {
  return <PrintSession>{(printedBy) => <ResourcePrintPage printedBy={printedBy} />}</PrintSession>;
}

function ResourcePrintPage({ printedBy }: { printedBy: string }) {
  const { resource = '', key = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { t } = useT(PRINT_NS);
  useLocale();
  const qLang = search.get('lang') as Lang | null;
  const lang: Lang = qLang && LANGS.includes(qLang) ? qLang : 'ko';
  const def = useQuery({ queryKey: ['print', 'def', resource], queryFn: () => findDefinition(resource) });
  const d = def.data ?? null;
  const row = useQuery({
    queryKey: ['resource', resource, 'get', key, 'print'],
    enabled: !!d,
    retry: false,
    queryFn: () => http.get<TResourceRow>(`${d!.basePath}/${encodeURIComponent(key)}`, undefined, { skipErrorHandler: true }),
  });
  // the 결재란: the record's workflow signatures when the definition says so (print.signOff), else its approval line
  const signOff = d?.print?.signOff ?? null;
  const line = useQuery({
    queryKey: ['print', 'line', d?.approvalType, key],
    enabled: !!d?.approvalType && !signOff && row.isSuccess,
    retry: false,
    // a reader without the approval inbox still prints the record, with blank boxes
    queryFn: () => fetchApprovalLine(d!.approvalType!, key).catch(() => null),
  });
  const signed = useQuery({
    queryKey: ['print', 'signOff', resource, key],
    enabled: !!signOff && row.isSuccess,
    retry: false,
    queryFn: () => http.get<Record<string, TSignOff[]>>(signOff!.url.replace('{key}', encodeURIComponent(key)), undefined, { skipErrorHandler: true, silent: true })
      .then((r) => r[signOff!.list] ?? []).catch(() => []),
  });
  // a module's extra sections of the printed record (e.g. a session's sign-in list with signatures): app/print-extras.ts
  const extra = useQuery({
    queryKey: ['print', 'extra', resource, key, lang],
    enabled: !!d && row.isSuccess && !!printExtras[resource],
    retry: false,
    queryFn: () => printExtras[resource]!().then((m) => m.default(row.data!, lang)),
  });
  // the records it picks (a product, an equipment tag), printed by number · name: one GET per record, a failure prints blank
  const picks = useQuery({
    queryKey: ['print', 'picks', resource, key],
    enabled: !!d && row.isSuccess,
    retry: false,
    queryFn: async () => new Map((await Promise.all(picksOf(d!, row.data!).map(async ({ pick, value }) => {
      const target = await http.get<Record<string, unknown>>(`${pick.url}/${encodeURIComponent(value)}`, undefined, { skipErrorHandler: true, silent: true }).catch(() => null);
      return target ? [[pickTextKey(pick, value), recordPickText(pick, target)] as const] : [];
    }))).flat()),
  });
  const [printedAt] = useState(() => new Date());
  const props = useMemo(() => {
    if (!d || !row.data) return null;
    const base = resourcePrintProps(d, row.data, lang, picks.data);
    return extra.data ? { ...base, sections: [...base.sections, ...extra.data] } : base;
  }, [d, row.data, lang, extra.data, picks.data]);
  useEffect(() => {
    if (props) document.title = [props.title, props.number].filter(Boolean).join(' ');
  }, [props]);

  const failed = def.isSuccess && !d ? t('error.notFound') : row.isError ? (Number((row.error as { response?: { status?: number } }).response?.status) === 404 ? t('error.notFound') : t('error.failed')) : null;
  const ready = props && picks.isFetched && (signOff ? signed.isFetched : !d?.approvalType || line.isFetched) && (!printExtras[resource] || extra.isFetched);
  const approval = signOff ? signOffApproval(d!, signed.data ?? [], lang) : d?.approvalType ? approvalFromLine(line.data, lang) : null;
  return (
    <PrintDesk ready={!!ready} error={failed} tools={(
      <>
        <span>{t('toolbar.language')}</span>
        <Select<Lang> size="small" value={lang} style={{ width: 110 }} aria-label={t('toolbar.language')}
          options={[{ value: 'ko', label: '한국어' }, { value: 'en', label: 'English' }, { value: 'zh', label: '中文' }, { value: 'es', label: 'Español' }]}
          onChange={(v) => setSearch((s) => { const n = new URLSearchParams(s); n.set('lang', v); return n; }, { replace: true })} />
      </>
    )}>
      {() => <PrintDocument {...props!} approval={approval ?? undefined} printedBy={printedBy} printedAt={printedAt} />}
    </PrintDesk>
  );
}
