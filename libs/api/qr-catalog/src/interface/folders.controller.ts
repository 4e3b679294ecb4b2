import { actorOf, CurrentUser, RequiresRole, UuidParam } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { Body, Get, HttpStatus, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { CreateFolderCommand } from '../application/commands/create-folder/create-folder.command';
import { DeleteFolderCommand } from '../application/commands/delete-folder/delete-folder.command';
import { RestoreFolderCommand } from '../application/commands/restore-folder/restore-folder.command';
import { UpdateFolderCommand } from '../application/commands/update-folder/update-folder.command';
import { ListFoldersQuery } from '../application/queries/list-folders/list-folders.query';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import {
  CreateFolderRequestDto,
  FolderResponseDto,
  RestoreRequestDto,
  UndoableDeletionResponseDto,
  UpdateFolderRequestDto,
} from './dto/organise.dto';
import { OrganiseController, Restore, UndoableDelete } from './organise-routes';

/** A malformed id names no folder of the caller's: the same 404 as someone else's id. */
const FolderId = () => UuidParam(() => new QrCatalogException(QrCatalogErrorCode.FolderNotFound));

/** The caller's folders of codes; signed-in (or a key) and scoped to the caller (anyone else's id: 404). */
@OrganiseController('folders')
export class FoldersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequiresRole('viewer')
  @ApiOperation({ summary: 'My folders, flat (each names its parent), by name, with their code counts' })
  @ApiOkResponse({ type: [FolderResponseDto] })
  list(@CurrentUser() user: AuthenticatedUser): Promise<FolderResponseDto[]> {
    return this.queries.execute(new ListFoldersQuery(user.workspaceId));
  }

  @Post()
  @RequiresRole('editor')
  @ApiOperation({ summary: 'Create a folder, at the top level or inside another' })
  @ApiCreatedResponse({ type: FolderResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'A blank or too long name.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: "The parent is not the caller's folder." })
  @ApiResponse({ status: HttpStatus.CONFLICT, description: 'folder_too_deep: the parent is at the deepest level.' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateFolderRequestDto): Promise<FolderResponseDto> {
    return this.commands.execute(new CreateFolderCommand(user.workspaceId, { ...body }, actorOf(user)));
  }

  @Patch(':id')
  @RequiresRole('editor')
  @ApiOperation({ summary: 'Rename a folder or move it (parentId null: to the top level)' })
  @ApiOkResponse({ type: FolderResponseDto })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, description: 'A blank or too long name.' })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, description: "The folder or its new parent is not the caller's." })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    description:
      'folder_cycle: into itself or one of its own subfolders; folder_too_deep: its subfolders would go past 10 levels.',
  })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @FolderId() id: string,
    @Body() body: UpdateFolderRequestDto,
  ): Promise<FolderResponseDto> {
    return this.commands.execute(new UpdateFolderCommand(user.workspaceId, id, { ...body }, actorOf(user)));
  }

  @UndoableDelete(
    'Delete a folder; its codes and subfolders move to its parent. POST folders/restore with the answer undoes it for 10 s',
    'No such folder of the caller.',
  )
  remove(@CurrentUser() user: AuthenticatedUser, @FolderId() id: string): Promise<UndoableDeletionResponseDto> {
    return this.commands.execute(new DeleteFolderCommand(user.workspaceId, id, actorOf(user)));
  }

  @Restore(
    {
      summary:
        'Undo a folder delete while its window lasts: the folder comes back with the codes and subfolders it held',
      description:
        'Under its parent, or at the top level if the parent was deleted since. Codes and subfolders moved elsewhere since stay there.',
    },
    FolderResponseDto,
  )
  restore(@CurrentUser() user: AuthenticatedUser, @Body() body: RestoreRequestDto): Promise<FolderResponseDto> {
    return this.commands.execute(new RestoreFolderCommand(user.workspaceId, body.deletionId, actorOf(user)));
  }
}
