import { sql } from 'drizzle-orm';
import {
  psmAreaResource, psmAuditResource, psmDetectorResource, psmDrawingResource, psmEquipmentResource, psmInterlockResource, psmPipingResource,
  psmTestResource, psmValveResource,
} from '@jikim/shared';
import type { ResourceBinding } from '../../lib/resource/resource.repository.js';
import {
  psmArea, psmAudit, psmAuditElement, psmAuditFinding, psmDetector, psmDrawing, psmDrawingRev, psmEquipment, psmInterlock, psmPiping, psmTest, psmValve,
} from './psm.tables.js';

/** each definition bound to its table (definitions: packages/shared/src/psm) */
export const equipmentBinding: ResourceBinding = { def: psmEquipmentResource, table: psmEquipment };
export const pipingBinding: ResourceBinding = { def: psmPipingResource, table: psmPiping };
export const valveBinding: ResourceBinding = { def: psmValveResource, table: psmValve };
export const interlockBinding: ResourceBinding = { def: psmInterlockResource, table: psmInterlock };
export const detectorBinding: ResourceBinding = {
  def: psmDetectorResource, table: psmDetector,
  // the map's name: the detail and the list show it, not its number
  derived: { mapNm: (col) => sql`(select m.map_nm from saf_wkod_map m where m.map_no = ${col('mapNo')})` },
};
export const areaBinding: ResourceBinding = { def: psmAreaResource, table: psmArea };
export const drawingBinding: ResourceBinding = { def: psmDrawingResource, table: psmDrawing, children: { revisions: { table: psmDrawingRev, parentKey: 'drawingId' } } };
export const testBinding: ResourceBinding = { def: psmTestResource, table: psmTest };
export const auditBinding: ResourceBinding = {
  def: psmAuditResource, table: psmAudit,
  children: { elements: { table: psmAuditElement, parentKey: 'auditNo' }, findings: { table: psmAuditFinding, parentKey: 'auditNo' } },
};
