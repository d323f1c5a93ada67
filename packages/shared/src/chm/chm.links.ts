/**
 * Issue 26, item 9 (links): other modules pick a chemical product of the register instead of typing its name — a CHARM
 * row of risk assessment, an accident's chemicals, a permit's chemicals. A product of the record's plant, picked from
 * the register's own list (the caller's rights on 화학제품·MSDS), its number · name · supplier shown. Zod-free.
 */
export const CHM_PROD_PICK = { url: '/api/baseinfo/chemprod', value: 'chemProdNo', label: ['chemProdNo', 'prodNm', 'supplierNm'], search: 'prodNm', plant: 'plantCd' } as const;

/** the CHARM row's copy of the product's SDS data: name, H codes, physical state (the server takes them again on save) */
export const CHM_PROD_CHARM_PICK = {
  ...CHM_PROD_PICK,
  copy: [{ from: 'prodNm', to: 'chemicalNm' }, { from: 'hCodes', to: 'hStatements' }, { from: 'stateCd', to: 'physStateCd' }],
} as const;

/** units of a chemical quantity named on an accident or a permit (the ledger's units) */
export const CHM_QTY_UNITS = ['KG', 'L'] as const;
