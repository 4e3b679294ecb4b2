import { CodedHttpException, type ErrorCatalogue } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';

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
  UnscannableDesign = 'unscannable_design',
  BrandKitNotFound = 'brand_kit_not_found',
  InvalidBrandKit = 'invalid_brand_kit',
}

/** Each qr-catalog error's status and default message: the one mapping from its codes to HTTP. */
const QR_CATALOG_ERRORS: ErrorCatalogue<QrCatalogErrorCode> = {
  [QrCatalogErrorCode.NotFound]: { status: HttpStatus.NOT_FOUND, message: 'QR code not found' },
  [QrCatalogErrorCode.SubscriptionRequired]: {
    status: HttpStatus.PAYMENT_REQUIRED,
    message: 'You need an active subscription to create QR codes. Please subscribe to continue.',
  },
  [QrCatalogErrorCode.InvalidContent]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'QR code content is empty. Please fill in all required fields.',
  },
  [QrCatalogErrorCode.InvalidCustomization]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The customization is not valid',
  },
  [QrCatalogErrorCode.ContentTooLong]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The content is too long to fit in a QR code',
  },
  [QrCatalogErrorCode.InvalidImageRequest]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The image cannot be rendered with these options',
  },
  [QrCatalogErrorCode.FileTooLarge]: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The file is too large' },
  [QrCatalogErrorCode.UnsupportedFileType]: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'This type of file is not accepted',
  },
  [QrCatalogErrorCode.UploadNotFound]: { status: HttpStatus.NOT_FOUND, message: 'File not found' },
  [QrCatalogErrorCode.RangeNotSatisfiable]: {
    status: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
    message: 'The requested range lies outside the file',
  },
  [QrCatalogErrorCode.InvalidId]: { status: HttpStatus.BAD_REQUEST, message: 'Invalid QR code ID' },
  [QrCatalogErrorCode.SignInToAddLinks]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'You must be logged in to add links. Please sign in first.',
  },
  [QrCatalogErrorCode.NotOwner]: { status: HttpStatus.FORBIDDEN, message: 'You must be the owner to add links.' },
  [QrCatalogErrorCode.InvalidLink]: { status: HttpStatus.BAD_REQUEST, message: 'Please enter a URL' },
  [QrCatalogErrorCode.UnscannableDesign]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This design does not scan reliably with every scanner',
  },
  [QrCatalogErrorCode.BrandKitNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Brand kit not found' },
  [QrCatalogErrorCode.InvalidBrandKit]: { status: HttpStatus.BAD_REQUEST, message: 'Please give the brand kit a name' },
};

export class QrCatalogException extends CodedHttpException<QrCatalogErrorCode> {
  constructor(code: QrCatalogErrorCode, message?: string) {
    super(code, QR_CATALOG_ERRORS, message);
  }
}
