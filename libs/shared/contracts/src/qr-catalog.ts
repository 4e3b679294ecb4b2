/**
 * The qr-catalog context's events, for the contexts that keep their own view of QR codes
 * (the scan path's slug cache). Plain classes so they travel on the CQRS event bus without
 * importing the qr-catalog context.
 */

/** A code's name, content, customisation or active state changed: its scan destination may have moved. */
export class QrCodeChangedEvent {
  constructor(
    readonly qrCodeId: string,
    readonly ownerId: string,
    /** The short id in `/s/{slug}`; only tracked codes encode it. */
    readonly slug: string,
  ) {}
}

/** A code was deleted: its slug must stop resolving. */
export class QrCodeDeletedEvent {
  constructor(
    readonly qrCodeId: string,
    readonly ownerId: string,
    readonly slug: string,
  ) {}
}
