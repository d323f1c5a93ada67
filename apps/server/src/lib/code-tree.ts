import { sql, type SQL } from 'drizzle-orm';

/**
 * Code trees kept in the code master: a code names its parent code in one of its attribute columns (the facility-type
 * tree `SAF_FACILITY_TYPE`: `attr2`). Recursive subqueries (a `union` stops on a cycle) for filters and matches.
 */
export type TCodeParentAttr = 'attr1' | 'attr2' | 'attr3';

/** `(select code …)`: the code and every code below it in the group's tree */
export function codeTreeDescendants(codeGroupCd: string, code: SQL | string, parentAttr: TCodeParentAttr = 'attr2'): SQL {
  const parent = sql.identifier(parentAttr);
  return sql`(with recursive t(code) as (
    select cast(${code} as varchar)
    union
    select cast(cm.code as varchar) from com_code_master cm join t on cm.${parent} = t.code where cm.code_group_cd = ${codeGroupCd}
  ) select code from t)`;
}

/** `(select code …)`: the code and every code above it (its parent, the parent's parent …) in the group's tree */
export function codeTreeAncestors(codeGroupCd: string, code: SQL | string, parentAttr: TCodeParentAttr = 'attr2'): SQL {
  const parent = sql.identifier(parentAttr);
  return sql`(with recursive t(code) as (
    select cast(${code} as varchar)
    union
    select cast(cm.${parent} as varchar) from com_code_master cm join t on cm.code = t.code
     where cm.code_group_cd = ${codeGroupCd} and cm.${parent} is not null and cm.${parent} <> ''
  ) select code from t)`;
}
