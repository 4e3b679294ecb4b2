import { Module } from '@nestjs/common';

/** The identity bounded context. Its commands, queries and controllers are registered here. */
@Module({})
export class IdentityModule {}
