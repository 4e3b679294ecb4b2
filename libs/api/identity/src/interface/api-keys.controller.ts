import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { actorOf, CurrentUser, NoStore, RequiresRole, UuidParam } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { CreateApiKeyCommand } from '../application/commands/create-api-key/create-api-key.command';
import { RevokeApiKeyCommand } from '../application/commands/revoke-api-key/revoke-api-key.command';
import { ListApiKeysQuery } from '../application/queries/list-api-keys/list-api-keys.query';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { ApiKeyResponseDto, CreateApiKeyRequestDto, CreatedApiKeyResponseDto } from './dto/api-key.dto';
import { requestClient } from './request-client';

/** A malformed id names no key of the caller's: the same 404 as someone else's id. */
const ApiKeyId = () => UuidParam(() => new IdentityException(IdentityErrorCode.ApiKeyNotFound));

/**
 * The workspace's API keys, managed by its admins. With a session only: a key cannot make or revoke
 * keys. A key acts on its workspace with its creator's role there, at most.
 */
@ApiTags('api-keys')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@ApiResponse({ status: HttpStatus.FORBIDDEN, description: 'An API key was used (`API_KEY_NOT_ALLOWED`).' })
@NoStore()
@Controller('account/api-keys')
export class ApiKeysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequiresRole('admin')
  @ApiOperation({
    summary: "The workspace's API keys, newest first, revoked and expired ones included; never their secrets",
  })
  @ApiOkResponse({ type: ApiKeyResponseDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser): Promise<ApiKeyResponseDto[]> {
    return this.queries.execute(new ListApiKeysQuery(user.workspaceId));
  }

  @Post()
  @RequiresRole('admin')
  @ApiOperation({ summary: 'Create an API key with a name, scopes and an optional expiry; its secret is shown once' })
  @ApiCreatedResponse({ type: CreatedApiKeyResponseDto })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description: 'Missing name or scopes, unknown scope, expiry in the past.',
  })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'Too many active keys (`API_KEY_LIMIT_REACHED`).' })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateApiKeyRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<CreatedApiKeyResponseDto> {
    return this.commands.execute(
      new CreateApiKeyCommand(
        actorOf(user),
        user.workspaceId,
        body.name,
        body.scopes,
        body.expiresAt ?? null,
        requestClient(request),
      ),
    );
  }

  @Delete(':id')
  @RequiresRole('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Revoke an API key: refused at once here and, within seconds at most, on every other server',
  })
  @ApiNoContentResponse()
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such key of the caller (`API_KEY_NOT_FOUND`).' })
  async revoke(
    @CurrentUser() user: AuthenticatedUser,
    @ApiKeyId() id: string,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.commands.execute(new RevokeApiKeyCommand(actorOf(user), user.workspaceId, id, requestClient(request)));
  }
}
