import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

// public /qr (spec §2) serves several QR codes; the query names which: ?entryPass=<token> (contractor entry pass,
// issue 19), ?nearMiss=<plantCd>&area=<areaCd> (anonymous near-miss report, issue 15) or ?wkod=<public token> (a printed work
// permit's status, issue 17; never the permit number, issue 25). Each page loads lazily.
const EntryPassPage = lazy(() => import('@/features/vendor/entry/entry-pass-page'));
const NearMissQrPage = lazy(() => import('@/features/safety/accidents/nearmiss-qr-page'));
const WkodQrPage = lazy(() => import('@/features/work-permits/wkod-qr-page'));
// ?chmStorage=<token> / ?chmProd=<token> / ?chmContainer=<token>: the SDS summary at a chemical storage's shelf, on a
// product's label or on one container (lot) (issue 26)
const ChmQrPage = lazy(() => import('@/features/chm/chm-qr-page'));
// ?visitPass=<token>: a walk-in visitor's day pass (issue 31)
const VisitPassPage = lazy(() => import('@/features/work-permits/entrant/visit-pass-page'));

export default function QrPage() {
  const [params] = useSearchParams();
  return <Suspense fallback={null}>{params.has('chmStorage') || params.has('chmProd') || params.has('chmContainer') ? <ChmQrPage /> : params.has('wkod') ? <WkodQrPage /> : params.has('visitPass') ? <VisitPassPage /> : params.has('nearMiss') ? <NearMissQrPage /> : <EntryPassPage />}</Suspense>;
}
