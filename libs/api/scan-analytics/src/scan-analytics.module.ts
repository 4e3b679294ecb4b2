import { Module } from '@nestjs/common';

/** The scan-analytics bounded context. Its commands, queries and controllers are registered here. */
@Module({})
export class ScanAnalyticsModule {}
