import { codedException, type ErrorCatalogue, SHARED_ERRORS } from '@liveqr/api/platform';
import { DESTINATION_MESSAGES, type DestinationRefusal, RULE_MESSAGES, type RuleProblem } from '@liveqr/qr-content';
import {
  type DesignProblem,
  type DesignRefusal,
  MAX_PRINT_SHEET_CODES,
  PRINT_CAPTIONS,
  PRINT_COLOUR_SPACES,
  PRINT_TEMPLATES,
} from '@liveqr/qr-render';
import { HttpStatus } from '@nestjs/common';
import { MAX_FOLDER_DEPTH, MAX_FOLDER_NAME_LENGTH } from './folder.entity';
import { MAX_IMPORT_CELL_LENGTH, MAX_IMPORT_COLUMNS } from './import-limits';
import type { PublicAccess } from './qr-code.entity';
import { MAX_TAG_NAME_LENGTH } from './tag.entity';

/** Codes travel upper-cased in the error body's `code` (as written here in `error`), for the web's texts. */
export enum QrCatalogErrorCode {
  NotFound = 'qr_code_not_found',
  Inactive = 'qr_code_inactive',
  /** Past its date or out of scans: what the scan answers with its expired page. */
  Expired = 'qr_code_expired',
  /** Protected by a password that this visitor has not given on the scan's password page. */
  PasswordRequired = 'qr_code_password_required',
  SubscriptionRequired = 'subscription_required',
  InvalidContent = 'invalid_content',
  InvalidCustomization = 'invalid_customization',
  ContentTooLong = 'content_too_long',
  InvalidImageRequest = 'invalid_image_request',
  FileTooLarge = 'file_too_large',
  UnsupportedFileType = 'unsupported_file_type',
  StorageQuotaExceeded = 'storage_quota_exceeded',
  UploadRateLimited = 'upload_rate_limited',
  UploadNotFound = 'upload_not_found',
  RangeNotSatisfiable = 'range_not_satisfiable',
  InvalidId = 'invalid_qr_code_id',
  SignInToAddLinks = 'sign_in_to_add_links',
  NotOwner = 'not_owner',
  InvalidLink = 'invalid_link',
  DestinationHasCredentials = 'destination_has_credentials',
  DestinationNotPublic = 'destination_not_public',
  DestinationLoop = 'destination_loop',
  DestinationBlocklisted = 'destination_blocklisted',
  UnscannableDesign = 'unscannable_design',
  BrandKitNotFound = 'brand_kit_not_found',
  InvalidBrandKit = 'invalid_brand_kit',
  InvalidExpiry = 'invalid_expiry',
  ExpiryInPast = 'expiry_in_past',
  InvalidScanLimit = 'invalid_scan_limit',
  InvalidRuleUrl = 'invalid_rule_url',
  InvalidRoutingRule = 'invalid_routing_rule',
  TooManyRoutingRules = 'too_many_routing_rules',
  UnknownOperatingSystem = 'unknown_operating_system',
  UnknownDevice = 'unknown_device',
  UnknownCountry = 'unknown_country',
  UnknownLanguage = 'unknown_language',
  InvalidDays = 'invalid_days',
  InvalidTimeWindow = 'invalid_time_window',
  UnknownTimeZone = 'unknown_time_zone',
  InvalidSplit = 'invalid_split',
  SplitWeightsZero = 'split_weights_zero',
  InvalidCodePassword = 'invalid_code_password',
  FolderNotFound = 'folder_not_found',
  InvalidFolderName = 'invalid_folder_name',
  FolderCycle = 'folder_cycle',
  FolderTooDeep = 'folder_too_deep',
  TagNotFound = 'tag_not_found',
  InvalidTagName = 'invalid_tag_name',
  TagNameTaken = 'tag_name_taken',
  InvalidSelection = 'invalid_selection',
  UndoExpired = 'undo_expired',
  ImportFileTooLarge = 'import_file_too_large',
  ImportTooManyRows = 'import_too_many_rows',
  ImportEmpty = 'import_empty',
  ImportMalformed = 'import_malformed_csv',
  ImportTooManyColumns = 'import_too_many_columns',
  ImportCellTooLong = 'import_cell_too_long',
  ImportInvalidCharacters = 'import_invalid_characters',
  ImportMalformedXlsx = 'import_malformed_xlsx',
  ImportMissingTypeColumn = 'import_missing_type_column',
  ImportUnknownType = 'import_unknown_type',
  ImportInvalidTracked = 'import_invalid_tracked',
  ImportRowNotSaved = 'import_row_not_saved',
  UnknownType = 'unknown_qr_type',
  UnknownPrintTemplate = 'unknown_print_template',
  UnknownPrintCaption = 'unknown_print_caption',
  UnknownColourSpace = 'unknown_colour_space',
  PrintSheetTooManyCodes = 'print_sheet_too_many_codes',
  PrintSheetEmpty = 'print_sheet_empty',
  /** `domainId` names no custom domain of the workspace. */
  CodeDomainNotFound = 'code_domain_not_found',
  /** `domainId` names a domain of the workspace that is not verified (pending, misconfigured or disabled). */
  CodeDomainNotVerified = 'code_domain_not_verified',
  /** An edit asked to move a code to another domain: what is printed cannot change. */
  CodeDomainFixed = 'code_domain_fixed',
}

/** Each qr-catalog error's status and default message: the one mapping from its codes to HTTP. */
const QR_CATALOG_ERRORS: ErrorCatalogue<QrCatalogErrorCode> = {
  [QrCatalogErrorCode.NotFound]: SHARED_ERRORS[QrCatalogErrorCode.NotFound],
  [QrCatalogErrorCode.Inactive]: { status: HttpStatus.GONE, message: 'This QR code is inactive' },
  [QrCatalogErrorCode.Expired]: { status: HttpStatus.GONE, message: 'This QR code has expired' },
  [QrCatalogErrorCode.PasswordRequired]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'This QR code is protected: enter its password on its scan page',
  },
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
  [QrCatalogErrorCode.StorageQuotaExceeded]: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'This file does not fit in the storage left to your account',
  },
  [QrCatalogErrorCode.UploadRateLimited]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'You have uploaded too many files in the last hour',
  },
  [QrCatalogErrorCode.UploadNotFound]: { status: HttpStatus.NOT_FOUND, message: 'File not found' },
  [QrCatalogErrorCode.RangeNotSatisfiable]: {
    status: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
    message: 'The requested range lies outside the file',
  },
  [QrCatalogErrorCode.InvalidId]: SHARED_ERRORS[QrCatalogErrorCode.InvalidId],
  [QrCatalogErrorCode.SignInToAddLinks]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'You must be logged in to add links. Please sign in first.',
  },
  [QrCatalogErrorCode.NotOwner]: { status: HttpStatus.FORBIDDEN, message: 'You must be the owner to add links.' },
  [QrCatalogErrorCode.InvalidLink]: { status: HttpStatus.BAD_REQUEST, message: 'Please enter a URL' },
  [QrCatalogErrorCode.DestinationHasCredentials]: {
    status: HttpStatus.BAD_REQUEST,
    message: DESTINATION_MESSAGES.credentials,
  },
  [QrCatalogErrorCode.DestinationNotPublic]: {
    status: HttpStatus.BAD_REQUEST,
    message: DESTINATION_MESSAGES.not_public,
  },
  [QrCatalogErrorCode.DestinationLoop]: {
    status: HttpStatus.BAD_REQUEST,
    message: DESTINATION_MESSAGES.own_short_link,
  },
  [QrCatalogErrorCode.DestinationBlocklisted]: {
    status: HttpStatus.BAD_REQUEST,
    message: DESTINATION_MESSAGES.blocklisted,
  },
  [QrCatalogErrorCode.UnscannableDesign]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This design does not scan reliably with every scanner',
  },
  [QrCatalogErrorCode.BrandKitNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Brand kit not found' },
  [QrCatalogErrorCode.InvalidBrandKit]: { status: HttpStatus.BAD_REQUEST, message: 'Please give the brand kit a name' },
  [QrCatalogErrorCode.InvalidExpiry]: { status: HttpStatus.BAD_REQUEST, message: RULE_MESSAGES.expiryEmpty },
  [QrCatalogErrorCode.ExpiryInPast]: { status: HttpStatus.BAD_REQUEST, message: RULE_MESSAGES.expiryInPast },
  [QrCatalogErrorCode.InvalidScanLimit]: { status: HttpStatus.BAD_REQUEST, message: RULE_MESSAGES.scanLimit },
  [QrCatalogErrorCode.InvalidRuleUrl]: { status: HttpStatus.BAD_REQUEST, message: 'A rule URL is not valid' },
  [QrCatalogErrorCode.InvalidRoutingRule]: { status: HttpStatus.BAD_REQUEST, message: RULE_MESSAGES.routingNotList },
  [QrCatalogErrorCode.TooManyRoutingRules]: { status: HttpStatus.BAD_REQUEST, message: RULE_MESSAGES.tooManyRules },
  [QrCatalogErrorCode.UnknownOperatingSystem]: { status: HttpStatus.BAD_REQUEST, message: 'Unknown operating system' },
  [QrCatalogErrorCode.UnknownDevice]: { status: HttpStatus.BAD_REQUEST, message: 'Unknown device type' },
  [QrCatalogErrorCode.UnknownCountry]: { status: HttpStatus.BAD_REQUEST, message: 'Unknown country code' },
  [QrCatalogErrorCode.UnknownLanguage]: { status: HttpStatus.BAD_REQUEST, message: 'Unknown language' },
  [QrCatalogErrorCode.InvalidDays]: { status: HttpStatus.BAD_REQUEST, message: 'Days must be numbers from 0 to 6' },
  [QrCatalogErrorCode.InvalidTimeWindow]: { status: HttpStatus.BAD_REQUEST, message: 'The time window is not valid' },
  [QrCatalogErrorCode.UnknownTimeZone]: { status: HttpStatus.BAD_REQUEST, message: 'Unknown time zone' },
  [QrCatalogErrorCode.InvalidSplit]: { status: HttpStatus.BAD_REQUEST, message: RULE_MESSAGES.splitNotList },
  [QrCatalogErrorCode.SplitWeightsZero]: { status: HttpStatus.BAD_REQUEST, message: RULE_MESSAGES.splitWeightsZero },
  [QrCatalogErrorCode.InvalidCodePassword]: { status: HttpStatus.BAD_REQUEST, message: RULE_MESSAGES.password },
  [QrCatalogErrorCode.FolderNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Folder not found' },
  [QrCatalogErrorCode.InvalidFolderName]: {
    status: HttpStatus.BAD_REQUEST,
    message: `Please give the folder a name of at most ${MAX_FOLDER_NAME_LENGTH} characters`,
  },
  [QrCatalogErrorCode.FolderCycle]: {
    status: HttpStatus.CONFLICT,
    message: 'A folder cannot be moved into itself or into one of its own subfolders',
  },
  [QrCatalogErrorCode.FolderTooDeep]: {
    status: HttpStatus.CONFLICT,
    message: `Folders nest at most ${MAX_FOLDER_DEPTH} levels deep`,
  },
  [QrCatalogErrorCode.TagNotFound]: { status: HttpStatus.NOT_FOUND, message: 'Tag not found' },
  [QrCatalogErrorCode.InvalidTagName]: {
    status: HttpStatus.BAD_REQUEST,
    message: `Please give the tag a name of at most ${MAX_TAG_NAME_LENGTH} characters`,
  },
  [QrCatalogErrorCode.TagNameTaken]: { status: HttpStatus.CONFLICT, message: 'You already have a tag of this name' },
  [QrCatalogErrorCode.CodeDomainNotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'This domain is not one of the workspace’s custom domains',
  },
  [QrCatalogErrorCode.CodeDomainNotVerified]: {
    status: HttpStatus.CONFLICT,
    message: 'This domain is not verified: codes can only be created on a verified domain',
  },
  [QrCatalogErrorCode.CodeDomainFixed]: {
    status: HttpStatus.CONFLICT,
    message: 'A code’s domain cannot be changed: it is part of what is printed. Create a new code on the other domain',
  },
  [QrCatalogErrorCode.InvalidSelection]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Choose either codes by their ids or all codes that match a filter',
  },
  [QrCatalogErrorCode.UndoExpired]: { status: HttpStatus.GONE, message: 'These codes can no longer be restored' },
  [QrCatalogErrorCode.ImportFileTooLarge]: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'The file is too large to import (at most 10 MB)',
  },
  [QrCatalogErrorCode.ImportTooManyRows]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'A file may create at most 5,000 codes: please split it',
  },
  [QrCatalogErrorCode.ImportEmpty]: { status: HttpStatus.BAD_REQUEST, message: 'The file has no rows to import' },
  [QrCatalogErrorCode.ImportMalformed]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The file is not a readable CSV file (is a quote left open?)',
  },
  [QrCatalogErrorCode.ImportTooManyColumns]: {
    status: HttpStatus.BAD_REQUEST,
    message: `A file may have at most ${MAX_IMPORT_COLUMNS} columns: start from a template`,
  },
  [QrCatalogErrorCode.ImportCellTooLong]: {
    status: HttpStatus.BAD_REQUEST,
    message: `A cell may hold at most ${MAX_IMPORT_CELL_LENGTH.toLocaleString('en')} characters`,
  },
  [QrCatalogErrorCode.ImportInvalidCharacters]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The file holds a NUL character, which no code can contain',
  },
  [QrCatalogErrorCode.ImportMalformedXlsx]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The file is not a readable XLSX workbook (an old .xls file must be saved as .xlsx)',
  },
  [QrCatalogErrorCode.ImportMissingTypeColumn]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The file needs a "type" column: start from a template',
  },
  [QrCatalogErrorCode.ImportUnknownType]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Unknown type: use one of the 16 type names of the templates',
  },
  [QrCatalogErrorCode.ImportInvalidTracked]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The tracked column takes yes or no',
  },
  [QrCatalogErrorCode.ImportRowNotSaved]: {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'This row could not be saved: please import it again',
  },
  [QrCatalogErrorCode.UnknownType]: { status: HttpStatus.NOT_FOUND, message: 'Unknown QR code type' },
  [QrCatalogErrorCode.UnknownPrintTemplate]: {
    status: HttpStatus.BAD_REQUEST,
    message: `Unknown template: use one of ${PRINT_TEMPLATES.join(', ')}`,
  },
  [QrCatalogErrorCode.UnknownPrintCaption]: {
    status: HttpStatus.BAD_REQUEST,
    message: `Unknown caption: use one of ${PRINT_CAPTIONS.join(', ')}`,
  },
  [QrCatalogErrorCode.UnknownColourSpace]: {
    status: HttpStatus.BAD_REQUEST,
    message: `Unknown colour space: use one of ${PRINT_COLOUR_SPACES.join(', ')}`,
  },
  [QrCatalogErrorCode.PrintSheetTooManyCodes]: {
    status: HttpStatus.BAD_REQUEST,
    message: `A print sheet takes at most ${MAX_PRINT_SHEET_CODES} codes: please print them in parts`,
  },
  [QrCatalogErrorCode.PrintSheetEmpty]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This folder has no codes to print',
  },
};

/** Each problem with a code's rules has a code of its own, so the web can say what to fix. */
export const RULE_PROBLEM_CODES: Record<RuleProblem, QrCatalogErrorCode> = {
  invalid_expiry: QrCatalogErrorCode.InvalidExpiry,
  expiry_in_past: QrCatalogErrorCode.ExpiryInPast,
  invalid_scan_limit: QrCatalogErrorCode.InvalidScanLimit,
  invalid_rule_url: QrCatalogErrorCode.InvalidRuleUrl,
  invalid_routing_rule: QrCatalogErrorCode.InvalidRoutingRule,
  too_many_routing_rules: QrCatalogErrorCode.TooManyRoutingRules,
  unknown_operating_system: QrCatalogErrorCode.UnknownOperatingSystem,
  unknown_device: QrCatalogErrorCode.UnknownDevice,
  unknown_country: QrCatalogErrorCode.UnknownCountry,
  unknown_language: QrCatalogErrorCode.UnknownLanguage,
  invalid_days: QrCatalogErrorCode.InvalidDays,
  invalid_time_window: QrCatalogErrorCode.InvalidTimeWindow,
  unknown_time_zone: QrCatalogErrorCode.UnknownTimeZone,
  invalid_split: QrCatalogErrorCode.InvalidSplit,
  split_weights_zero: QrCatalogErrorCode.SplitWeightsZero,
  invalid_code_password: QrCatalogErrorCode.InvalidCodePassword,
};

/** Each refusal of the destination policy has a code of its own, so the web can say which rule was hit. */
export const DESTINATION_REFUSAL_CODES: Record<DestinationRefusal, QrCatalogErrorCode> = {
  credentials: QrCatalogErrorCode.DestinationHasCredentials,
  not_public: QrCatalogErrorCode.DestinationNotPublic,
  own_short_link: QrCatalogErrorCode.DestinationLoop,
  blocklisted: QrCatalogErrorCode.DestinationBlocklisted,
};

/** The error code of each design refusal that is not about the design itself; every other one is invalid_customization. */
const DESIGN_PROBLEM_CODES: Partial<Record<DesignProblem, QrCatalogErrorCode>> = {
  tooLong: QrCatalogErrorCode.ContentTooLong,
  unscannable: QrCatalogErrorCode.UnscannableDesign,
  format: QrCatalogErrorCode.InvalidImageRequest,
  size: QrCatalogErrorCode.InvalidImageRequest,
  sizeTooSmall: QrCatalogErrorCode.InvalidImageRequest,
  jpgQuality: QrCatalogErrorCode.InvalidImageRequest,
};

/**
 * A design refusal (qr-render's) as the API answers it, wherever it comes from (create, edit, brand-kit
 * apply, image): a stable code plus the refusal's `problem`, `field` and `values`, so the web says the
 * same thing in the reader's language as its own design check does.
 */
export function designRefusalException({ problem, field, message, values }: DesignRefusal): QrCatalogException {
  return new QrCatalogException(DESIGN_PROBLEM_CODES[problem] ?? QrCatalogErrorCode.InvalidCustomization, message, {
    problem,
    ...(field === undefined ? {} : { field }),
    values,
  });
}

export class QrCatalogException extends codedException(QR_CATALOG_ERRORS) {}

/**
 * What a visitor gets instead of a code's content. A password refusal names the slug when known:
 * the password is given on the code's scan page (`/s/{slug}`), which then sends them on.
 */
export function accessRefusal(access: Exclude<PublicAccess, 'open'>, slug?: string): QrCatalogException {
  switch (access) {
    case 'inactive':
      return new QrCatalogException(QrCatalogErrorCode.Inactive);
    case 'expired':
      return new QrCatalogException(QrCatalogErrorCode.Expired);
    case 'password':
      return new QrCatalogException(QrCatalogErrorCode.PasswordRequired, undefined, slug ? { slug } : {});
  }
}
