import { defineEntity, p } from '@mikro-orm/postgresql';
import type { ReportReason } from '@liveqr/shared/contracts';

const AbuseReportSchema = defineEntity({
  name: 'AbuseReport',
  tableName: 'abuse_reports',
  properties: {
    id: p.uuid().primary(),
    qrCodeId: p.uuid(),
    reason: p.string().$type<ReportReason>(),
    /** What the reporter wrote; '' when nothing. */
    details: p.string(),
    /** An address to reach the reporter at, only if they gave one. */
    contact: p.string().nullable(),
    /** Keyed hash of the reporter's IP, scoped to the code: distinct reporters, never the address itself. */
    reporterHash: p.string(),
    /** Of the reporter's latest report on the code (a new one replaces their earlier one). */
    createdAt: p.datetime(),
  },
});

/** One person's report on one code. */
export class AbuseReport extends AbuseReportSchema.class {}
AbuseReportSchema.setClass(AbuseReport);
