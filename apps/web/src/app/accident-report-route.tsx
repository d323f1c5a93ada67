import { useParams } from 'react-router';
import { AccidentReportPrint } from '@/features/safety/accidents/accident-report-print';
import { PrintSession } from './print-session';

/** /print/safAccidentReport/<accidentNo>: the 산업재해조사표 (issue 15) of one accident, A4 */
export default function AccidentReportRoute() {
  const { key = '' } = useParams();
  return <PrintSession>{(printedBy) => <AccidentReportPrint accidentNo={key} printedBy={printedBy} />}</PrintSession>;
}
