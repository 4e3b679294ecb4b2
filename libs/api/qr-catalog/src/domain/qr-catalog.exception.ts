import { HttpException, HttpStatus } from '@nestjs/common';

/** Codes travel in the error body's `error` field so the web can show its own translation. */
export enum QrCatalogErrorCode {
  NotFound = 'qr_code_not_found',
  SubscriptionRequired = 'subscription_required',
  InvalidContent = 'invalid_content',
  InvalidCustomization = 'invalid_customization',
  ContentTooLong = 'content_too_long',
  InvalidImageRequest = 'invalid_image_request',
  FileTooLarge = 'file_too_large',
  UnsupportedFileType = 'unsupported_file_type',
  UploadNotFound = 'upload_not_found',
  RangeNotSatisfiable = 'range_not_satisfiable',
  InvalidId = 'invalid_qr_code_id',
  SignInToAddLinks = 'sign_in_to_add_links',
  NotOwner = 'not_owner',
  InvalidLink = 'invalid_link',
}

/** Default texts; content and customisation errors carry the validator's own message instead. */
const MESSAGES = {
  [QrCatalogErrorCode.NotFound]: 'QR code not found',
  [QrCatalogErrorCode.SubscriptionRequired]:
    'You need an active subscription to create QR codes. Please subscribe to continue.',
  [QrCatalogErrorCode.InvalidContent]: 'QR code content is empty. Please fill in all required fields.',
  [QrCatalogErrorCode.InvalidCustomization]: 'The customization is not valid',
  [QrCatalogErrorCode.ContentTooLong]: 'The content is too long to fit in a QR code',
  [QrCatalogErrorCode.InvalidImageRequest]: 'The image cannot be rendered with these options',
  [QrCatalogErrorCode.FileTooLarge]: 'The file is too large',
  [QrCatalogErrorCode.UnsupportedFileType]: 'This type of file is not accepted',
  [QrCatalogErrorCode.UploadNotFound]: 'File not found',
  [QrCatalogErrorCode.RangeNotSatisfiable]: 'The requested range lies outside the file',
  [QrCatalogErrorCode.InvalidId]: 'Invalid QR code ID',
  [QrCatalogErrorCode.SignInToAddLinks]: 'You must be logged in to add links. Please sign in first.',
  [QrCatalogErrorCode.NotOwner]: 'You must be the owner to add links.',
  [QrCatalogErrorCode.InvalidLink]: 'Please enter a URL',
} satisfies Record<QrCatalogErrorCode, string>;

/** The one mapping from qr-catalog errors to HTTP statuses. */
const STATUSES = {
  [QrCatalogErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [QrCatalogErrorCode.SubscriptionRequired]: HttpStatus.PAYMENT_REQUIRED,
  [QrCatalogErrorCode.InvalidContent]: HttpStatus.BAD_REQUEST,
  [QrCatalogErrorCode.InvalidCustomization]: HttpStatus.BAD_REQUEST,
  [QrCatalogErrorCode.ContentTooLong]: HttpStatus.BAD_REQUEST,
  [QrCatalogErrorCode.InvalidImageRequest]: HttpStatus.BAD_REQUEST,
  [QrCatalogErrorCode.FileTooLarge]: HttpStatus.PAYLOAD_TOO_LARGE,
  [QrCatalogErrorCode.UnsupportedFileType]: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  [QrCatalogErrorCode.UploadNotFound]: HttpStatus.NOT_FOUND,
  [QrCatalogErrorCode.RangeNotSatisfiable]: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
  [QrCatalogErrorCode.InvalidId]: HttpStatus.BAD_REQUEST,
  [QrCatalogErrorCode.SignInToAddLinks]: HttpStatus.UNAUTHORIZED,
  [QrCatalogErrorCode.NotOwner]: HttpStatus.FORBIDDEN,
  [QrCatalogErrorCode.InvalidLink]: HttpStatus.BAD_REQUEST,
} satisfies Record<QrCatalogErrorCode, HttpStatus>;

export class QrCatalogException extends HttpException {
  constructor(
    readonly code: QrCatalogErrorCode,
    message: string = MESSAGES[code],
  ) {
    super({ message, error: code }, STATUSES[code]);
  }
}
