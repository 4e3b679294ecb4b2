import { codedException, type ErrorCatalogue } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';
import { MAX_DOMAINS_PER_WORKSPACE } from './custom-domain';

export enum DomainsErrorCode {
  HostnameInvalid = 'DOMAIN_HOSTNAME_INVALID',
  HostnameWildcard = 'DOMAIN_HOSTNAME_WILDCARD',
  HostnameIp = 'DOMAIN_HOSTNAME_IP',
  HostnameOwn = 'DOMAIN_HOSTNAME_OWN',
  HostnamePublicSuffix = 'DOMAIN_HOSTNAME_PUBLIC_SUFFIX',
  ApexUnavailable = 'DOMAIN_APEX_UNAVAILABLE',
  AlreadyAdded = 'DOMAIN_ALREADY_ADDED',
  LimitReached = 'DOMAIN_LIMIT_REACHED',
  NotFound = 'DOMAIN_NOT_FOUND',
  HostnameTaken = 'DOMAIN_HOSTNAME_TAKEN',
  NotVerified = 'DOMAIN_NOT_VERIFIED',
  UrlInvalid = 'DOMAIN_URL_INVALID',
  UrlNotAllowed = 'DOMAIN_URL_NOT_ALLOWED',
  /** Codes were created on it: disabling or removing it needs `?confirm=true`; the body's `codes` says how many. */
  InUse = 'DOMAIN_IN_USE',
}

const DOMAINS_ERRORS: ErrorCatalogue<DomainsErrorCode> = {
  [DomainsErrorCode.HostnameInvalid]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Enter a domain name such as qr.example.com: letters, digits, hyphens and dots only',
  },
  [DomainsErrorCode.HostnameWildcard]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'A wildcard cannot be a custom domain: enter one name, such as qr.example.com',
  },
  [DomainsErrorCode.HostnameIp]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'An IP address cannot be a custom domain: enter a domain name, such as qr.example.com',
  },
  [DomainsErrorCode.HostnameOwn]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This is one of LiveQR’s own domains: enter a domain of yours',
  },
  [DomainsErrorCode.HostnamePublicSuffix]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This is a public suffix that many owners share (like co.uk): enter a domain of yours under it',
  },
  [DomainsErrorCode.ApexUnavailable]: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'This server takes subdomains only (such as qr.example.com): it has no address for a bare domain',
  },
  [DomainsErrorCode.AlreadyAdded]: {
    status: HttpStatus.CONFLICT,
    message: 'This domain is already in the workspace',
  },
  [DomainsErrorCode.LimitReached]: {
    status: HttpStatus.CONFLICT,
    message: `A workspace has at most ${MAX_DOMAINS_PER_WORKSPACE} custom domains: remove one first`,
  },
  [DomainsErrorCode.NotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: 'No such domain in this workspace',
  },
  [DomainsErrorCode.HostnameTaken]: {
    status: HttpStatus.CONFLICT,
    message: 'Another workspace proved this domain first: it is verified there',
  },
  [DomainsErrorCode.NotVerified]: {
    status: HttpStatus.CONFLICT,
    message: 'Only a verified domain can be the default: verify it first',
  },
  [DomainsErrorCode.UrlInvalid]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Enter a full web address starting with http:// or https://',
  },
  [DomainsErrorCode.UrlNotAllowed]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This address is not allowed: it is blocklisted, private or one of LiveQR’s own',
  },
  [DomainsErrorCode.InUse]: {
    status: HttpStatus.CONFLICT,
    message:
      'QR codes were created on this domain: they will answer “no longer available” once it is disabled or removed. Confirm to go ahead',
  },
};

export class DomainsException extends codedException(DOMAINS_ERRORS) {}
