import { Module } from '@nestjs/common';

/** The billing bounded context. Its commands, queries and controllers are registered here. */
@Module({})
export class BillingModule {}
