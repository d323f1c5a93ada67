import { useLocation, useParams } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AccidentReportPrint } from '@/features/safety/accidents/accident-report-print';
import { useRequiredSession } from './guard';

// the print tab lives outside the app frame (and its query client), as /print/:resource/:key
const reportQueries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** /print/safAccidentReport/<accidentNo>: the 산업재해조사표 (issue 15) of one accident, A4 */
export default function AccidentReportRoute() {
  const loc = useLocation();
  const { key = '' } = useParams();
  const { gate, worker } = useRequiredSession(loc.pathname + loc.search);
  if (gate || !worker) return gate;
  return (
    <QueryClientProvider client={reportQueries}>
      <AccidentReportPrint accidentNo={key} printedBy={worker.workerNm || worker.userId} />
    </QueryClientProvider>
  );
}
