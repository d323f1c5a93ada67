-- Approval record keys in their canonical spelling (issue 13, item 1). Every registered document type has integer
-- keys; a key that was stored under another spelling of the same number ("08", " 8", "+8", "8.0", "8e0", "0x8")
-- becomes the plain decimal, so the lock and the one-live-request index compare canonical keys only.
-- When two live requests (DRAFT/PROGRESS/COMPLETE) turn out to name one record, the strongest stays
-- (COMPLETE, then PROGRESS, then DRAFT; the oldest first) and the others are recalled (steps canceled).
CREATE TEMP TABLE appr_key_map AS
SELECT x.appr_request_no, x.appr_type_cd, trunc(x.v)::bigint::text AS canon
  FROM (
    SELECT r.appr_request_no, r.appr_type_cd, r.record_key,
           CASE
             WHEN t.k ~ '^[+]?([0-9]{1,30}[.]?[0-9]{0,30}|[.][0-9]{1,30})([eE][+-]?[0-9]{1,3})?$' THEN t.k::numeric
             WHEN t.k ~ '^0[xX][0-9a-fA-F]{1,8}$' THEN ('x' || lpad(substr(t.k, 3), 16, '0'))::bit(64)::bigint::numeric
           END AS v
      FROM com_appr_request r
      CROSS JOIN LATERAL (SELECT regexp_replace(r.record_key, '^\s+|\s+$', '', 'g') AS k) t
     WHERE r.appr_type_cd IN ('APPR_DOC', 'NOTICE', 'HEA_CHECKUP_PLAN', 'HEA_SUSPECT_DESIGNATE', 'HEA_SUSPECT_RELEASE')
  ) x
 WHERE x.v IS NOT NULL AND x.v = trunc(x.v) AND x.v BETWEEN 1 AND 2147483647 AND trunc(x.v)::bigint::text <> x.record_key;
--> statement-breakpoint
CREATE TEMP TABLE appr_key_dup AS
SELECT appr_request_no
  FROM (
    SELECT r.appr_request_no,
           row_number() OVER (PARTITION BY r.appr_type_cd, coalesce(m.canon, r.record_key)
                              ORDER BY CASE r.status_cd WHEN 'COMPLETE' THEN 0 WHEN 'PROGRESS' THEN 1 ELSE 2 END, r.appr_request_no) AS rn
      FROM com_appr_request r
      LEFT JOIN appr_key_map m ON m.appr_request_no = r.appr_request_no
     WHERE r.status_cd IN ('DRAFT', 'PROGRESS', 'COMPLETE')
  ) ranked
 WHERE rn > 1;
--> statement-breakpoint
UPDATE com_appr_step SET step_status = 'CANCELED'
 WHERE step_status IN ('WAIT', 'PENDING') AND appr_request_no IN (SELECT appr_request_no FROM appr_key_dup);
--> statement-breakpoint
UPDATE com_appr_request SET status_cd = 'RECALL', current_step_no = NULL, version = version + 1, update_dt = now()
 WHERE appr_request_no IN (SELECT appr_request_no FROM appr_key_dup);
--> statement-breakpoint
UPDATE com_appr_request r SET record_key = m.canon FROM appr_key_map m WHERE m.appr_request_no = r.appr_request_no;
--> statement-breakpoint
DROP TABLE appr_key_dup;
--> statement-breakpoint
DROP TABLE appr_key_map;
