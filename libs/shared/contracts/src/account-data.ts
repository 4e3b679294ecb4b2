/**
 * "Download my data": each context answers for its own part of an account's data with files, and
 * identity puts them together in one ZIP. No context reads another's tables.
 */
export interface AccountDataFile {
  /** Where the file goes in the archive, e.g. `codes/codes.csv`. */
  path: string;
  /** Text, or a stream of text or bytes for files that may be large (every scan). */
  content: string | AsyncIterable<string | Uint8Array>;
}

/** `queryBus.execute<GetQrCatalogAccountDataQuery, AccountDataFile[]>(...)`: the user's codes, designs and brand kits. */
export class GetQrCatalogAccountDataQuery {
  constructor(readonly userId: string) {}
}

/** `queryBus.execute<GetScanAnalyticsAccountDataQuery, AccountDataFile[]>(...)`: every scan of the user's codes. */
export class GetScanAnalyticsAccountDataQuery {
  constructor(readonly userId: string) {}
}

/** `queryBus.execute<GetBillingAccountDataQuery, AccountDataFile[]>(...)`: the user's plan and subscription history. */
export class GetBillingAccountDataQuery {
  constructor(readonly userId: string) {}
}
