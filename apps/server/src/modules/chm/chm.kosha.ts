import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHM_KOSHA_API, CHM_MENUS, CHM_MESSAGES, ZChmKoshaFetchBody, ZChmKoshaImport, ZChmKoshaSearchAnswer, ZChmKoshaSearchQuery, type TChmKoshaImport } from '@jikim/shared';
import type { AppConfig } from '../../config.js';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';

type TKosha = NonNullable<AppConfig['koshaMsds']>;
type TItem = Record<string, string>;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (s: string) => s.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
  .replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, e: string) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ENTITIES[e.toLowerCase()] ?? '')).trim();

/** the `<item>` elements of a KOSHA answer as flat records (the service answers plain XML without attributes we need) */
export function koshaItems(xml: string): TItem[] {
  const out: TItem[] = [];
  for (const m of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const rec: TItem = {};
    for (const f of m[1]!.matchAll(/<([A-Za-z0-9_]+)>([\s\S]*?)<\/\1>/g)) rec[f[1]!] = decode(f[2]!);
    out.push(rec);
  }
  return out;
}

/** one GET to the service with the key and a timeout; a service error code or an unreachable service is 502/504 */
async function koshaGet(cfg: TKosha, op: string, params: Record<string, string>): Promise<string> {
  const url = new URL(`${cfg.baseUrl}/${op}`);
  url.searchParams.set('serviceKey', cfg.apiKey);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(cfg.timeoutMs), headers: { accept: 'application/xml' } });
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new AppError(timedOut ? 504 : 502, timedOut ? CHM_MESSAGES.koshaTimeout : CHM_MESSAGES.koshaFailed);
  }
  const body = await res.text();
  const code = /<resultCode>([^<]*)<\/resultCode>/.exec(body)?.[1]?.trim();
  if (!res.ok || (code !== undefined && code !== '00')) throw new AppError(502, CHM_MESSAGES.koshaFailed);
  return body;
}

const H_RE = /(?<![A-Z])H\d{3}[A-Za-z]{0,2}/g;
const EUH_RE = /EUH\d{3}[A-Za-z]?/g;
const P_RE = /P\d{3}(?:\s*\+\s*P\d{3})*/g;
const uniq = (xs: string[]) => [...new Set(xs)];
const textOf = (items: TItem[]) => items.map((i) => [i.msdsItemNameKor, i.itemDetail].filter((x) => x && x !== '자료없음').join(': ')).filter(Boolean).join('\n').slice(0, 4000) || null;

/** the KOSHA sections a product keeps: 2 유해성·위험성 (signal word, H/P), 4 응급조치, 6 누출, 7 취급·저장, 8 보호구 */
const SECTIONS = { hazard: 'chemdetail02', firstAid: 'chemdetail04', spill: 'chemdetail06', storage: 'chemdetail07', ppe: 'chemdetail08' } as const;

export async function koshaSearch(cfg: TKosha, query: string, by: 'CAS' | 'NAME') {
  const xml = await koshaGet(cfg, 'chemlist', { searchWrd: query, searchCnd: by === 'CAS' ? '1' : '0', numOfRows: '20', pageNo: '1' });
  return koshaItems(xml).filter((i) => i.chemId).map((i) => ({
    chemId: i.chemId!, casNo: i.casNo || null, chemNmKo: i.chemNameKor || null, unNo: i.unNo || i.unNO || null, keNo: i.keNo || null, lastDate: i.lastDate?.slice(0, 10) || null,
  }));
}

/** fetches a substance's sections, keeps the answer as a fetch record (who, when) and returns what the form may take */
export async function koshaFetch(db: DbOrTx, cfg: TKosha, chemId: string, casNo: string | null, userId: string, ip: string): Promise<TChmKoshaImport> {
  // the names come from the service's own list (searched by CAS when given, else by the id's row of a name search is not possible)
  const listed = casNo ? (await koshaSearch(cfg, casNo, 'CAS')).find((x) => x.chemId === chemId) : undefined;
  if (casNo && !listed) throw badRequest([{ field: 'chemId', message: CHM_MESSAGES.koshaNotFound }], CHM_MESSAGES.koshaNotFound);
  const parts = Object.fromEntries(await Promise.all(Object.entries(SECTIONS).map(async ([k, op]) => [k, koshaItems(await koshaGet(cfg, op, { chemId }))] as const))) as Record<keyof typeof SECTIONS, TItem[]>;
  const hazardText = parts.hazard.map((i) => i.itemDetail ?? '').join('\n');
  const signal = parts.hazard.find((i) => (i.msdsItemNameKor ?? '').includes('신호어'))?.itemDetail ?? '';
  const payload = {
    chemId, casNo: listed?.casNo ?? casNo, chemNmKo: listed?.chemNmKo ?? null,
    signalWordCd: signal.includes('위험') ? 'DANGER' as const : signal.includes('경고') ? 'WARNING' as const : null,
    hCodes: uniq((hazardText.match(H_RE) ?? []).map((x) => x.toUpperCase())),
    euhCodes: uniq((hazardText.match(EUH_RE) ?? []).map((x) => x.toUpperCase())),
    pCodes: uniq((hazardText.match(P_RE) ?? []).map((x) => x.replace(/\s+/g, '').toUpperCase())),
    firstAidTxt: textOf(parts.firstAid), spillTxt: textOf(parts.spill), storageTxt: textOf(parts.storage), ppeTxt: textOf(parts.ppe),
  };
  const [row] = await queryRows<{ fetch_no: number; fetch_dt: Date | string }>(db, sql`insert into chm_kosha_fetch (chem_id, cas_no, chem_nm_ko, payload, fetch_user_id)
    values (${chemId}, ${payload.casNo}, ${payload.chemNmKo}, ${JSON.stringify(payload)}::jsonb, ${userId}) returning fetch_no, fetch_dt`);
  await writeAudit(db, { userId, action: 'CHM_KOSHA_FETCH', entity: 'chmKoshaFetch', entityKey: String(row!.fetch_no), before: null, after: payload, ip });
  return { fetchNo: Number(row!.fetch_no), sourceNm: koshaSourceNm(chemId), fetchDt: new Date(row!.fetch_dt).toISOString(), ...payload };
}

export const koshaSourceNm = (chemId: string) => `KOSHA MSDS OpenAPI (chemId ${chemId})`;

/** a product saved from an import names it: the server resolves the fetch record and keeps its source and time */
export async function koshaSourceOf(db: DbOrTx, fetchNo: unknown): Promise<{ sdsSourceNm: string; sdsFetchDt: Date } | null> {
  if (fetchNo === undefined || fetchNo === null) return null;
  const [f] = await queryRows<{ chem_id: string; fetch_dt: Date | string }>(db, sql`select chem_id, fetch_dt from chm_kosha_fetch where fetch_no = ${Number(fetchNo)}`);
  if (!f) throw badRequest([{ field: 'koshaFetchNo', message: CHM_MESSAGES.koshaNotFound }], CHM_MESSAGES.koshaNotFound);
  return { sdsSourceNm: koshaSourceNm(f.chem_id), sdsFetchDt: new Date(f.fetch_dt) };
}

export async function koshaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chmKosha'];
  const cfgOf = (): TKosha => {
    const c = app.config.koshaMsds;
    if (!c) throw new AppError(404, CHM_MESSAGES.koshaOff);
    return c;
  };
  r.get(`${CHM_KOSHA_API}/status`, {
    config: menuRead(CHM_MENUS.product),
    schema: { tags, summary: 'whether the KOSHA MSDS import is configured (KOSHA_MSDS_API_KEY)', response: { 200: z.object({ enabled: z.boolean() }) } },
  }, async () => ({ enabled: !!app.config.koshaMsds }));
  r.get(`${CHM_KOSHA_API}/search`, {
    config: menuWrite(CHM_MENUS.product),
    schema: { tags, summary: 'KOSHA MSDS substances by CAS number or Korean name', querystring: ZChmKoshaSearchQuery, response: { 200: ZChmKoshaSearchAnswer } },
  }, async (req) => ({ list: await koshaSearch(cfgOf(), req.query.query, req.query.by) }));
  r.post(`${CHM_KOSHA_API}/fetch`, {
    config: menuWrite(CHM_MENUS.product),
    schema: { tags, summary: 'fetch a substance\'s SDS sections (kept as a fetch record; the form applies them after a person confirms)', body: ZChmKoshaFetchBody, response: { 200: ZChmKoshaImport } },
  }, async (req) => koshaFetch(app.db, cfgOf(), req.body.chemId, req.body.casNo ?? null, req.principal!.userId, req.ip));
}
