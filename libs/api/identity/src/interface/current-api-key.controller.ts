import { ApiKeyOnly, CurrentUser, NoStore, PublicApi, RequiresRole } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Controller, Get, HttpStatus } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GetCurrentApiKeyQuery } from '../application/queries/get-current-api-key/get-current-api-key.query';
import { CurrentApiKeyResponseDto } from './dto/api-key.dto';

/**
 * The API key a script calls with, described to itself (`liveqr keys whoami`): the other key routes
 * are the web app's, for admins with a session, and refuse keys.
 */
@ApiTags('api-keys')
@PublicApi()
@ApiKeyOnly('read')
@NoStore()
@Controller({ path: 'api-keys', version: '1' })
export class CurrentApiKeyController {
  constructor(private readonly queries: QueryBus) {}

  @Get('current')
  @RequiresRole('viewer')
  @ApiOperation({
    summary: 'The API key of this call: its name, prefix, scopes and expiry, and the workspace and role it acts with',
    description: 'An API key only (a session is refused); never the secret.',
  })
  @ApiOkResponse({ type: CurrentApiKeyResponseDto })
  @ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'No API key, or not a valid one.' })
  current(@CurrentUser() user: AuthenticatedUser): Promise<CurrentApiKeyResponseDto> {
    // @ApiKeyOnly: the guard let in nothing but a key, so the principal names one.
    return this.queries.execute(new GetCurrentApiKeyQuery(user.workspaceId, user.apiKeyId ?? '', user.role));
  }
}
