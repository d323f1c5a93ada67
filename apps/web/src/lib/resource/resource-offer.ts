import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { offeredRows, offerOwners, type TChildCollection, type TResourceDefinition } from '@jikim/shared';
import { http } from '@/lib/http';

/** a code with its attributes (GET /api/manage/codemaster) */
export type OfferCode = { code: string; attr1: string | null; attr2: string | null; attr3: string | null; useYn?: string };

/**
 * The rows of a collection with `offer` after the record's owners (its kinds) are `owners`: the codes of those owners in the
 * code group's order, the person's answers and own rows kept (shared `offeredRows`), at most `maxRows`.
 */
export function applyOffer(c: TChildCollection, rows: Record<string, unknown>[], owners: string[], codes: OfferCode[]): Record<string, unknown>[] {
  const o = c.offer!;
  const offered = codes.filter((x) => x.useYn !== 'N' && owners.includes(x[o.attr] ?? '')).map((x) => x.code);
  const standard = new Set(codes.filter((x) => x[o.attr]).map((x) => x.code));
  return offeredRows({ fields: c.fields, offer: o }, rows, offered, (code) => standard.has(code)).slice(0, c.maxRows);
}

/**
 * Standard rows offered from code data (a collection's `offer`, issue 34: a confined-space permit's checklist): while the
 * form is editable and the record's owners change (a kind picked, a supplementary kind added), the collection gets the
 * owners' codes as rows. A record opened for editing keeps its rows until an owner changes.
 */
export function useOfferedRows(
  def: TResourceDefinition, values: Record<string, unknown>, editable: boolean,
  setRows: (collection: string, rows: Record<string, unknown>[]) => void,
): void {
  const collections = (def.children ?? []).filter((c) => c.offer);
  const groups = [...new Set(collections.map((c) => c.offer!.codeGroup))];
  const codes = useQuery({
    queryKey: ['offer-codes', groups.join(',')], enabled: editable && groups.length > 0, staleTime: 5 * 60_000,
    queryFn: async () => Object.fromEntries(await Promise.all(groups.map(async (g) =>
      [g, await http.get<OfferCode[]>('/api/manage/codemaster', { codeGroupCd: g, useYn: 'Y' }, { silent: true })] as const))),
  });
  const ownersKey = JSON.stringify(collections.map((c) => offerOwners(c.offer!, values)));
  // the owners the rows were last made for: the form's opening values (a saved record keeps its rows as saved)
  const applied = useRef(ownersKey);
  useEffect(() => {
    if (!editable || !codes.data || ownersKey === applied.current) return;
    applied.current = ownersKey;
    for (const c of collections) {
      const rows = (values[c.name] as Record<string, unknown>[] | undefined) ?? [];
      setRows(c.name, applyOffer(c, rows, offerOwners(c.offer!, values), codes.data[c.offer!.codeGroup] ?? []));
    }
    // the values are read when the owners change, not on every keystroke
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ownersKey, codes.data, editable]);
}
