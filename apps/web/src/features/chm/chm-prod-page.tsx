import { lazy, Suspense } from 'react';
import { chemProdResource } from '@jikim/shared/src/chm/chemprod.resource';
import { resourcePageWith } from '@/lib/resource';

const ChemProdExtras = lazy(() => import('./chm-extras').then((m) => ({ default: m.ChemProdExtras })));
const KoshaImportButton = lazy(() => import('./chm-kosha').then((m) => ({ default: m.KoshaImportButton })));

// one module per page: a page loads its own definition only (the page budget of apps/web/budgets.json)

/** 화학제품·MSDS: the definition's page with the SDS renewal and the earlier revisions below a saved product */
export const loadChemProdPage = () => resourcePageWith([chemProdResource], {
  [chemProdResource.name]: {
    detailExtras: ({ record, editable }) => <Suspense fallback={null}><ChemProdExtras record={record} editable={editable} /></Suspense>,
    // KOSHA MSDS lookup beside the components (when the server has a key): fills the form after the person confirms
    childTools: { components: (p) => <Suspense fallback={null}><KoshaImportButton {...p} /></Suspense> },
  },
});
