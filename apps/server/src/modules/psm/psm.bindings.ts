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
export const drawingBinding: ResourceBinding = {
  def: psmDrawingResource, table: psmDrawing, children: { revisions: { table: psmDrawingRev, parentKey: 'drawingId' } },
  // the current revision's file (the latest row of revNo naming a live file)
  derived: {
    currentFileNm: (col) => sql`(select af.file_org_nm from psm_drawing_rev r join com_attach_file af on af.file_no = r.file_no and af.status in ('T', 'P')
      where r.drawing_id = ${col('drawingId')} and r.rev_no = ${col('revNo')} order by r.revision_no desc limit 1)`,
  },
};
export const testBinding: ResourceBinding = { def: psmTestResource, table: psmTest };
export const auditBinding: ResourceBinding = {
  def: psmAuditResource, table: psmAudit,
  children: { elements: { table: psmAuditElement, parentKey: 'auditNo' }, findings: { table: psmAuditFinding, parentKey: 'auditNo' } },
};
