import { bigint, bigserial, char, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const yn = (name: string) => char(name, { length: 1 });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const auditCols = {
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
};

/** spec §3 Attachment setting, one row per task class (업무구분) */
export const attachSetting = pgTable('com_attach_setting', {
  taskClassNm: varchar('task_class_nm', { length: 100 }).primaryKey(),
  taskClassDesc: varchar('task_class_desc', { length: 200 }),
  acceptExt: varchar('accept_ext', { length: 500 }).notNull(),
  limitCnt: integer('limit_cnt').notNull().default(1),
  /** MB of 1,000,000 bytes */
  limitSize: integer('limit_size').notNull().default(10),
  dragDropYn: yn('drag_drop_yn').notNull().default('Y'),
  multipleSelYn: yn('multiple_sel_yn').notNull().default('N'),
  previewYn: yn('preview_yn').notNull().default('N'),
  pictureExplainYn: yn('picture_explain_yn').notNull().default('N'),
  encryptYn: yn('encrypt_yn').notNull().default('N'),
  useYn: yn('use_yn').notNull().default('Y'),
  version: integer('version').notNull().default(1),
  ...auditCols,
});

/**
 * One row per attachment group (task class + owning record id). Uploads lock it (SELECT … FOR UPDATE)
 * so that concurrent uploads to one group cannot pass limitCnt together.
 */
export const attachGroup = pgTable(
  'com_attach_group',
  {
    taskClassNm: varchar('task_class_nm', { length: 100 }).notNull(),
    attachFileId: varchar('attach_file_id', { length: 100 }).notNull(),
    createDt: ts('create_dt').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskClassNm, t.attachFileId] })],
);

/**
 * spec §3 Uploaded file. status: W = being written (slot reserved), T = temporary (uploaded, owning record
 * not yet saved), P = permanent (applied), X = deleted, blob purge pending. Only T and P are visible.
 */
export const attachFile = pgTable(
  'com_attach_file',
  {
    fileNo: bigserial('file_no', { mode: 'number' }).primaryKey(),
    taskClassNm: varchar('task_class_nm', { length: 100 }).notNull(),
    attachFileId: varchar('attach_file_id', { length: 100 }).notNull(),
    fileOrgNm: varchar('file_org_nm', { length: 255 }).notNull(),
    fileExt: varchar('file_ext', { length: 20 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    contentType: varchar('content_type', { length: 150 }).notNull().default('application/octet-stream'),
    /** random, unguessable storage key (never derived from the user's file name) */
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    encryptYn: yn('encrypt_yn').notNull().default('N'),
    status: char('status', { length: 1 }).notNull().default('W'),
    pictureExplan: text('picture_explan'),
    version: integer('version').notNull().default(1),
    ...auditCols,
  },
  (t) => [
    index('com_attach_file_group_idx').on(t.taskClassNm, t.attachFileId, t.status),
    index('com_attach_file_status_idx').on(t.status, t.updateDt),
  ],
);
