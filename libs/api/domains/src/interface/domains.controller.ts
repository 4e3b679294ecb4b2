import {
  actorOf,
  CurrentUser,
  PUBLIC_API_VERSIONS,
  PublicApi,
  RateLimiter,
  RequiresRole,
  UuidParam,
} from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AddDomainCommand } from '../application/commands/add-domain/add-domain.command';
import { RemoveDomainCommand } from '../application/commands/remove-domain/remove-domain.command';
import { UpdateDomainCommand } from '../application/commands/update-domain/update-domain.command';
import { VerifyDomainCommand } from '../application/commands/verify-domain/verify-domain.command';
import { ListDomainsQuery } from '../application/queries/list-domains/list-domains.query';
import { MAX_DOMAINS_PER_WORKSPACE } from '../domain/custom-domain';
import { DomainsErrorCode, DomainsException } from '../domain/domains.exception';
import {
  AddDomainRequestDto,
  ConfirmWithdrawalRequestDto,
  DomainResponseDto,
  DomainVerificationResponseDto,
  UpdateDomainRequestDto,
} from './dto/domain.dto';

/** A malformed id names no domain of the workspace: the same 404 as another workspace's. */
const DomainId = () => UuidParam(() => new DomainsException(DomainsErrorCode.NotFound));

const NOT_FOUND = 'No such domain in this workspace (`DOMAIN_NOT_FOUND`).';
const IN_USE =
  'QR codes were created on the domain and `?confirm=true` was not given (`DOMAIN_IN_USE`); the body’s `codes` says how many.';

/** "Check now"s a workspace may ask in an hour: one a minute; the background checks come on top. */
const CHECKS_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The workspace's custom short domains (qr.brand.com): its owner and admins add them, see the DNS
 * records to create, have them checked and choose where `/` and unknown slugs go.
 */
@ApiTags('domains')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@PublicApi()
@Controller({ path: 'domains', version: PUBLIC_API_VERSIONS })
export class DomainsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  // Editors read it to choose a new code's domain; only admins and the owner manage domains.
  @RequiresRole('editor')
  @ApiOperation({ summary: 'The workspace’s custom domains, oldest first, each with its records and last check' })
  @ApiOkResponse({ type: [DomainResponseDto] })
  list(@CurrentUser() user: AuthenticatedUser): Promise<DomainResponseDto[]> {
    return this.queries.execute(new ListDomainsQuery(user.workspaceId));
  }

  @Post()
  @RequiresRole('admin')
  @ApiOperation({
    summary: 'Add a custom domain, pending until verified: the answer lists the DNS records to create',
  })
  @ApiCreatedResponse({ type: DomainResponseDto })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description:
      'Not a domain name (`DOMAIN_HOSTNAME_INVALID`), a wildcard (`DOMAIN_HOSTNAME_WILDCARD`), an IP address (`DOMAIN_HOSTNAME_IP`), one of LiveQR’s own hosts (`DOMAIN_HOSTNAME_OWN`) or a public suffix (`DOMAIN_HOSTNAME_PUBLIC_SUFFIX`).',
  })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description: `In the workspace already (\`DOMAIN_ALREADY_ADDED\`), or it has ${MAX_DOMAINS_PER_WORKSPACE} (\`DOMAIN_LIMIT_REACHED\`).`,
  })
  @ApiResponse({
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    description: 'A bare domain, and this server has no address for one (`DOMAIN_APEX_UNAVAILABLE`).',
  })
  add(@CurrentUser() user: AuthenticatedUser, @Body() body: AddDomainRequestDto): Promise<DomainResponseDto> {
    return this.commands.execute(new AddDomainCommand(user.workspaceId, body.hostname, actorOf(user)));
  }

  @Post(':id/verify')
  @RequiresRole('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Check the domain’s DNS records now: verified when the TXT record holds its token and it points at us (CNAME, or A/AAAA), and no CAA record forbids our certificate authority',
  })
  @ApiOkResponse({ type: DomainVerificationResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: NOT_FOUND })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description:
      'The records are right but another workspace proved this domain first (`DOMAIN_HOSTNAME_TAKEN`); the body carries `status` and `problems` too.',
  })
  @ApiTooManyRequestsResponse({ description: `More than ${CHECKS_PER_HOUR} checks in an hour in the workspace.` })
  async verify(@CurrentUser() user: AuthenticatedUser, @DomainId() id: string): Promise<DomainVerificationResponseDto> {
    // Counted before the DNS lookups: a check asks outside servers several questions.
    await this.limiter.consume(`domain-checks:${user.workspaceId}`, CHECKS_PER_HOUR, HOUR_MS);
    return this.commands.execute(new VerifyDomainCommand(user.workspaceId, id, actorOf(user)));
  }

  @Patch(':id')
  @RequiresRole('admin')
  @ApiOperation({
    summary:
      'Set where `/` and unknown slugs go, make the domain the workspace’s default, or disable (`enabled: false`) or enable it again',
  })
  @ApiOkResponse({ type: DomainResponseDto })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description:
      'A URL that is not http(s) (`DOMAIN_URL_INVALID`), or blocklisted, private or ours (`DOMAIN_URL_NOT_ALLOWED`).',
  })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: NOT_FOUND })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description: `Only a verified domain can be the default (\`DOMAIN_NOT_VERIFIED\`). ${IN_USE}`,
  })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @DomainId() id: string,
    @Body() body: UpdateDomainRequestDto,
    @Query() query: ConfirmWithdrawalRequestDto,
  ): Promise<DomainResponseDto> {
    return this.commands.execute(
      new UpdateDomainCommand(user.workspaceId, id, { ...body }, actorOf(user), query.confirm === true),
    );
  }

  @Delete(':id')
  @RequiresRole('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Remove a custom domain from the workspace; the codes created on it answer a white-label “no longer available” page (410)',
  })
  @ApiNoContentResponse()
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: NOT_FOUND })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: IN_USE })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @DomainId() id: string,
    @Query() query: ConfirmWithdrawalRequestDto,
  ): Promise<void> {
    await this.commands.execute(new RemoveDomainCommand(user.workspaceId, id, actorOf(user), query.confirm === true));
  }
}
