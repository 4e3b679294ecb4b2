import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AppealStatus } from '@liveqr/shared/contracts';

const QrCodeAppealSchema = defineEntity({
  name: 'QrCodeAppeal',
  tableName: 'qr_code_appeals',
  properties: {
    id: p.uuid().primary(),
    qrCodeId: p.uuid(),
    ownerId: p.uuid(),
    message: p.string(),
    status: p.string().$type<AppealStatus>(),
    createdAt: p.datetime(),
    decidedAt: p.datetime().nullable(),
    /** The operator's e-mail. */
    decidedBy: p.string().nullable(),
  },
});

/** An owner's request to have their disabled code reviewed again; an operator reinstates the code or upholds the decision. */
export class QrCodeAppeal extends QrCodeAppealSchema.class {
  static open(qrCodeId: string, ownerId: string, message: string, now: Date): QrCodeAppeal {
    const appeal = new QrCodeAppeal();
    appeal.id = randomUUID();
    appeal.qrCodeId = qrCodeId;
    appeal.ownerId = ownerId;
    appeal.message = message;
    appeal.status = 'open';
    appeal.createdAt = now;
    appeal.decidedAt = null;
    appeal.decidedBy = null;
    return appeal;
  }

  decide(status: Exclude<AppealStatus, 'open'>, operator: string, now: Date): void {
    this.status = status;
    this.decidedBy = operator;
    this.decidedAt = now;
  }
}
QrCodeAppealSchema.setClass(QrCodeAppeal);
