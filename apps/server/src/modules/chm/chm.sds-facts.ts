import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chmProd } from './chm.tables.js';

/** what another module takes from a product's current SDS (issue 26, links): its name, state, H codes and main substance */
export type TProdSdsFacts = { prodNm: string; stateCd: string | null; hCodes: string[]; casNo: string | null };

/**
 * The SDS facts of the given products, by number. The main substance is the regulated component with the highest maximum
 * content (a 35 % hydrazine solution names hydrazine, not its 65 % water); with no regulated component, the largest one. Read without scope: the caller's reference check (the scoped loader) decides who may name them.
 */
export async function productSdsFacts(db: DbOrTx, nos: number[]): Promise<Map<number, TProdSdsFacts>> {
  const out = new Map<number, TProdSdsFacts>();
  if (!nos.length) return out;
  const rows = await db.select({
    no: chmProd.chemProdNo, prodNm: chmProd.prodNm, stateCd: chmProd.stateCd, hCodes: chmProd.hCodes,
    casNo: sql<string | null>`(select c.cas_no from chm_prod_component c where c.chem_prod_no = chm_prod.chem_prod_no
      order by exists (select 1 from chm_prod_reg r where r.chem_prod_no = c.chem_prod_no and r.cas_no = c.cas_no) desc,
               c.content_max_pct desc nulls last, c.row_no nulls last, c.comp_no limit 1)`,
  }).from(chmProd).where(inArray(chmProd.chemProdNo, [...new Set(nos)]));
  for (const r of rows) out.set(r.no, { prodNm: r.prodNm, stateCd: r.stateCd, hCodes: r.hCodes ?? [], casNo: r.casNo });
  return out;
}
