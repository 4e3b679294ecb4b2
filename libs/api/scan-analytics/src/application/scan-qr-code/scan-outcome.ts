import type { ScanHost, ScanVerdict } from '../../domain/scan-verdict';

/**
 * What the scan redirect answers: where to send the scanner, the interstitial of a reported code,
 * the password page, the expired page, or one of the pages for codes it cannot follow.
 */
export type ScanOutcome =
  /** `passedCode`: the visitor got through the code's password or scan limit, and gets its pass (`CodePasses`). */
  | { kind: 'redirect'; location: string; passedCode?: string }
  | { kind: 'interstitial'; location: string; host: string | null; qrCodeId: string; passedCode?: string }
  /** The code asks for a password: none was sent yet, or `wrong` was. */
  | { kind: 'password'; wrong: boolean }
  /** Too many wrong passwords for this code or from this visitor; the next guess may be made after `retryAfterSeconds`. */
  | { kind: 'too-many-attempts'; retryAfterSeconds: number }
  /** A HEAD of a code with a scan limit and scans left: the destination is only given to a counted scan. */
  | { kind: 'withheld' }
  /** Past its date or out of scans, without a fallback URL. */
  | { kind: 'expired' }
  | Exclude<ScanVerdict, { kind: 'go' }>;

/** What the HTTP layer knows about the scanner: the scan's only request type. */
export interface ScanRequest {
  /** The client IP as the HTTP layer established it (socket, or X-Forwarded-For behind a trusted proxy). */
  ip: string;
  userAgent: string | undefined;
  acceptLanguage?: string;
  /**
   * False for a HEAD request (link checkers): answered the same, but it is not a scan; a code with
   * a scan limit does not tell it its destination.
   */
  isScan: boolean;
  /** What the visitor typed on the password page (POST); undefined for a plain scan. */
  password?: string;
  /** A custom domain's workspace, which alone has codes there; absent: LiveQR's own host. */
  host?: ScanHost;
}
