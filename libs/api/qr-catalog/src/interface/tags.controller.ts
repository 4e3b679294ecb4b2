import { actorOf, CurrentUser, RequiresRole, UuidParam } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Get, HttpStatus, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { CreateTagCommand } from '../application/commands/create-tag/create-tag.command';
import { DeleteTagCommand } from '../application/commands/delete-tag/delete-tag.command';
import { RestoreTagCommand } from '../application/commands/restore-tag/restore-tag.command';
import { UpdateTagCommand } from '../application/commands/update-tag/update-tag.command';
import { ListTagsQuery } from '../application/queries/list-tags/list-tags.query';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import {
  CreateTagRequestDto,
  RestoreRequestDto,
  TagResponseDto,
  UndoableDeletionResponseDto,
  UpdateTagRequestDto,
} from './dto/organise.dto';
import { OrganiseController, Restore, UndoableDelete } from './organise-routes';

/** A malformed id names no tag of the caller's: the same 404 as someone else's id. */
const TagId = () => UuidParam(() => new QrCatalogException(QrCatalogErrorCode.TagNotFound));

/** The caller's tags for codes; signed-in (or a key) and scoped to the caller (anyone else's id: 404). */
@OrganiseController('tags')
export class TagsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'My tags, by name, with their code counts' })
  @ApiOkResponse({ type: [TagResponseDto] })
  list(@CurrentUser() user: AuthenticatedUser): Promise<TagResponseDto[]> {
    return this.queries.execute(new ListTagsQuery(user.workspaceId));
  }

  @Post()
  @RequiresRole('editor')
  @ApiOperation({ summary: 'Create a tag with a colour' })
  @ApiCreatedResponse({ type: TagResponseDto })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description: 'A blank or too long name, or a colour not like #2e7d32.',
  })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'tag_name_taken: the caller has a tag of this name.' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateTagRequestDto): Promise<TagResponseDto> {
    return this.commands.execute(new CreateTagCommand(user.workspaceId, { ...body }, actorOf(user)));
  }

  @Patch(':id')
  @RequiresRole('editor')
  @ApiOperation({ summary: 'Rename or recolour a tag' })
  @ApiOkResponse({ type: TagResponseDto })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    description: 'A blank or too long name, or a colour not like #2e7d32.',
  })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: 'No such tag of the caller.' })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'tag_name_taken: the caller has a tag of this name.' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @TagId() id: string,
    @Body() body: UpdateTagRequestDto,
  ): Promise<TagResponseDto> {
    return this.commands.execute(new UpdateTagCommand(user.workspaceId, id, { ...body }, actorOf(user)));
  }

  @UndoableDelete(
    'Delete a tag; it comes off every code, the codes stay. POST tags/restore with the answer undoes it for 10 s',
    'No such tag of the caller.',
  )
  remove(@CurrentUser() user: AuthenticatedUser, @TagId() id: string): Promise<UndoableDeletionResponseDto> {
    return this.commands.execute(new DeleteTagCommand(user.workspaceId, id, actorOf(user)));
  }

  @Restore(
    { summary: 'Undo a tag delete while its window lasts: the tag comes back on the codes that carried it' },
    TagResponseDto,
  )
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'tag_name_taken: a tag of its name was made since.' })
  restore(@CurrentUser() user: AuthenticatedUser, @Body() body: RestoreRequestDto): Promise<TagResponseDto> {
    return this.commands.execute(new RestoreTagCommand(user.workspaceId, body.deletionId, actorOf(user)));
  }
}
