import { PUBLIC_API_VERSIONS, PublicApi, RequiresRole } from '@liveqr/api/platform';
import { applyDecorators, Controller, Delete, HttpCode, HttpStatus, Post, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, type ApiOperationOptions, ApiResponse, ApiTags } from '@nestjs/swagger';
import { UndoableDeletionResponseDto } from './dto/organise.dto';

/**
 * What the folder and tag controllers have in common: the caller's own things to organise codes
 * with, on the public API, signed in (or a key) and scoped to the caller (anyone else's id: 404);
 * a delete answers a handle, which `POST {path}/restore` takes while the undo window lasts.
 */
export function OrganiseController(path: 'folders' | 'tags') {
  return applyDecorators(
    ApiTags(path),
    ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'Not signed in.' }),
    PublicApi(),
    Controller({ path, version: PUBLIC_API_VERSIONS }),
  );
}

/** `DELETE {path}/:id`, answered with the handle that undoes it. */
export function UndoableDelete(summary: string, notFound: string) {
  return applyDecorators(
    Delete(':id'),
    RequiresRole('editor'),
    ApiOperation({ summary }),
    ApiOkResponse({ type: UndoableDeletionResponseDto }),
    ApiResponse({ status: HttpStatus.NOT_FOUND, description: notFound }),
  );
}

/** `POST {path}/restore` with a delete's handle, answered with what came back. */
export function Restore(operation: ApiOperationOptions, restored: Type) {
  return applyDecorators(
    Post('restore'),
    RequiresRole('editor'),
    HttpCode(HttpStatus.OK),
    ApiOperation(operation),
    ApiOkResponse({ type: restored }),
    ApiResponse({ status: HttpStatus.GONE, description: 'undo_expired: too late (or not the caller’s delete).' }),
  );
}
