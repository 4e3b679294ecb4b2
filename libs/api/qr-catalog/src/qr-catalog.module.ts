import { Module } from '@nestjs/common';

/** The qr-catalog bounded context. Its commands, queries and controllers are registered here. */
@Module({})
export class QrCatalogModule {}
