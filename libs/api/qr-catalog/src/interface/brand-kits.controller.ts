import { CurrentUser, RequiresRole, UuidParam } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CreateBrandKitCommand } from '../application/commands/create-brand-kit/create-brand-kit.command';
import { DeleteBrandKitCommand } from '../application/commands/delete-brand-kit/delete-brand-kit.command';
import { UpdateBrandKitCommand } from '../application/commands/update-brand-kit/update-brand-kit.command';
import { GetBrandKitQuery } from '../application/queries/get-brand-kit/get-brand-kit.query';
import { ListBrandKitsQuery } from '../application/queries/list-brand-kits/list-brand-kits.query';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { BrandKitResponseDto, CreateBrandKitRequestDto, UpdateBrandKitRequestDto } from './dto/brand-kit.dto';

/** A malformed id names no kit of the caller's: the same 404 as someone else's id. */
const BrandKitId = () => UuidParam(() => new QrCatalogException(QrCatalogErrorCode.BrandKitNotFound));

/** The caller's saved designs; signed-in only and scoped to the caller (anyone else's id: 404). */
@ApiTags('brand-kits')
@ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' })
@Controller('brand-kits')
export class BrandKitsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'My brand kits, by name' })
  @ApiOkResponse({ type: [BrandKitResponseDto] })
  list(@CurrentUser() user: AuthenticatedUser): Promise<BrandKitResponseDto[]> {
    return this.queries.execute(new ListBrandKitsQuery(user.workspaceId));
  }

  @Post()
  @RequiresRole('editor')
  @ApiOperation({ summary: 'Save a design under a name (needs an active subscription)' })
  @ApiCreatedResponse({ type: BrandKitResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'No name, or the design breaks a rule.' })
  @ApiResponse({ status: HttpStatus.PAYMENT_REQUIRED, description: 'No active subscription.' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateBrandKitRequestDto): Promise<BrandKitResponseDto> {
    return this.commands.execute(new CreateBrandKitCommand(user.workspaceId, { ...body }));
  }

  @Get(':id')
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'One brand kit' })
  @ApiOkResponse({ type: BrandKitResponseDto })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such kit of the caller.' })
  get(@CurrentUser() user: AuthenticatedUser, @BrandKitId() id: string): Promise<BrandKitResponseDto> {
    return this.queries.execute(new GetBrandKitQuery(user.workspaceId, id));
  }

  @Patch(':id')
  @RequiresRole('editor')
  @ApiOperation({ summary: 'Rename, redesign or make default (needs an active subscription); codes keep their design' })
  @ApiOkResponse({ type: BrandKitResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'The name or design breaks a rule.' })
  @ApiResponse({ status: HttpStatus.PAYMENT_REQUIRED, description: 'No active subscription.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such kit of the caller.' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @BrandKitId() id: string,
    @Body() body: UpdateBrandKitRequestDto,
  ): Promise<BrandKitResponseDto> {
    return this.commands.execute(new UpdateBrandKitCommand(user.workspaceId, id, { ...body }));
  }

  @Delete(':id')
  @RequiresRole('editor')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a brand kit; codes designed with it keep their design' })
  @ApiNoContentResponse()
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such kit of the caller.' })
  async remove(@CurrentUser() user: AuthenticatedUser, @BrandKitId() id: string): Promise<void> {
    await this.commands.execute(new DeleteBrandKitCommand(user.workspaceId, id));
  }
}
