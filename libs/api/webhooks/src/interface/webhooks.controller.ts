import { actorOf, CurrentUser, PUBLIC_API_VERSIONS, PublicApi, RequiresRole, UuidParam } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CreateWebhookEndpointCommand } from '../application/commands/create-webhook-endpoint/create-webhook-endpoint.command';
import { DeleteWebhookEndpointCommand } from '../application/commands/delete-webhook-endpoint/delete-webhook-endpoint.command';
import { SendTestWebhookCommand } from '../application/commands/send-test-webhook/send-test-webhook.command';
import { UpdateWebhookEndpointCommand } from '../application/commands/update-webhook-endpoint/update-webhook-endpoint.command';
import { ListWebhookDeliveriesQuery } from '../application/queries/list-webhook-deliveries/list-webhook-deliveries.query';
import { ListWebhookEndpointsQuery } from '../application/queries/list-webhook-endpoints/list-webhook-endpoints.query';
import { WebhooksErrorCode, WebhooksException } from '../domain/webhooks.exception';
import {
  CreatedWebhookEndpointResponseDto,
  CreateWebhookEndpointRequestDto,
  TestDeliveryResponseDto,
  UpdateWebhookEndpointRequestDto,
  WebhookDeliveryResponseDto,
  WebhookEndpointResponseDto,
} from './dto/webhook.dto';

/** A malformed id names no endpoint of the caller's: the same 404 as someone else's id. */
const EndpointId = () => UuidParam(() => new WebhooksException(WebhooksErrorCode.NotFound));

/** The caller's webhook endpoints and their delivery logs; anyone else's endpoint is a 404. */
@ApiTags('webhooks')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in, or no valid API key.' })
@PublicApi()
@Controller({ path: 'webhooks', version: PUBLIC_API_VERSIONS })
export class WebhooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequiresRole('admin')
  @ApiOperation({ summary: 'My webhook endpoints, oldest first (never their secrets)' })
  @ApiOkResponse({ type: WebhookEndpointResponseDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser): Promise<WebhookEndpointResponseDto[]> {
    return this.queries.execute(new ListWebhookEndpointsQuery(user.workspaceId));
  }

  @Post()
  @RequiresRole('admin')
  @ApiOperation({
    summary: 'Add an endpoint: a public http(s) URL and the events it receives; its signing secret is shown once',
  })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointResponseDto })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description: 'Not an http(s) URL, not public, blocklisted, no events.',
  })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description: 'Too many endpoints (`WEBHOOK_LIMIT_REACHED`), or one with this URL exists (`WEBHOOK_URL_TAKEN`).',
  })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateWebhookEndpointRequestDto,
  ): Promise<CreatedWebhookEndpointResponseDto> {
    return this.commands.execute(
      new CreateWebhookEndpointCommand(user.workspaceId, body.url, body.events, actorOf(user)),
    );
  }

  @Patch(':id')
  @RequiresRole('admin')
  @ApiOperation({ summary: 'Change the URL or events, or switch the endpoint on again after it was switched off' })
  @ApiOkResponse({ type: WebhookEndpointResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such endpoint of the caller.' })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description: 'Revoked (`WEBHOOK_REVOKED`), or another endpoint has this URL (`WEBHOOK_URL_TAKEN`).',
  })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @EndpointId() id: string,
    @Body() body: UpdateWebhookEndpointRequestDto,
  ): Promise<WebhookEndpointResponseDto> {
    return this.commands.execute(new UpdateWebhookEndpointCommand(user.workspaceId, id, { ...body }, actorOf(user)));
  }

  @Delete(':id')
  @RequiresRole('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an endpoint and its delivery log' })
  @ApiNoContentResponse()
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such endpoint of the caller.' })
  async remove(@CurrentUser() user: AuthenticatedUser, @EndpointId() id: string): Promise<void> {
    await this.commands.execute(new DeleteWebhookEndpointCommand(user.workspaceId, id, actorOf(user)));
  }

  @Post(':id/test')
  @RequiresRole('admin')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send test event: queues a signed `webhook.test` message to this endpoint' })
  @ApiAcceptedResponse({ type: TestDeliveryResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such endpoint of the caller.' })
  sendTest(@CurrentUser() user: AuthenticatedUser, @EndpointId() id: string): Promise<TestDeliveryResponseDto> {
    return this.commands.execute(new SendTestWebhookCommand(user.workspaceId, id));
  }

  @Get(':id/deliveries')
  @RequiresRole('admin')
  @ApiOperation({ summary: "The endpoint's delivery log, newest first: status, attempts, the last response code" })
  @ApiOkResponse({ type: WebhookDeliveryResponseDto, isArray: true })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such endpoint of the caller.' })
  deliveries(@CurrentUser() user: AuthenticatedUser, @EndpointId() id: string): Promise<WebhookDeliveryResponseDto[]> {
    return this.queries.execute(new ListWebhookDeliveriesQuery(user.workspaceId, id));
  }
}
