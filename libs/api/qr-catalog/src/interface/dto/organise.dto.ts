import { CONTENT_MESSAGES, QR_TYPE_IDS, type QrTypeId } from '@liveqr/qr-content';
import { DEFAULT_SIZE, DESIGN_MESSAGES, IMAGE_FORMATS, type ImageFormat, MAX_SIZE, MIN_SIZE } from '@liveqr/qr-render';
import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type { QrCodeFilter } from '../../application/qr-code-filter';
import { MAX_FOLDER_NAME_LENGTH } from '../../domain/folder.entity';
import { MAX_TAG_NAME_LENGTH, TAG_COLOUR_PATTERN } from '../../domain/tag.entity';
import type {
  BulkDeletionView,
  BulkResultView,
  FolderView,
  TagView,
  UndoableDeletionView,
} from '../../application/organise.view';

const MAX_SEARCH_LENGTH = 100;
const MAX_FILTER_TAGS = 20;
/** A selection by ids is what one person picks on screen; more is "all that match". */
export const MAX_SELECTED_IDS = 1000;

const FOLDER_ID_EXAMPLE = '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9';
const TAG_ID_EXAMPLE = '7d0c8f5e-1b2a-4c3d-9e8f-0a1b2c3d4e5f';

/** A query string's `tagIds=a&tagIds=b` (or a single `tagIds=a`), and a JSON body's array, alike. */
const asArray = ({ value }: { value: unknown }) => (value === undefined || Array.isArray(value) ? value : [value]);
/** `true`/`false` in a query string, a boolean in a JSON body. */
const asBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** Which codes: every field narrows; folder and tag ids of anyone else are answered 404. */
export class QrCodeFilterDto implements QrCodeFilter {
  @ApiPropertyOptional({
    example: 'menu',
    maxLength: MAX_SEARCH_LENGTH,
    description: 'Case-insensitive part of the name, short code, destination or type.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SEARCH_LENGTH)
  search?: string;

  @ApiPropertyOptional({ enum: ['active', 'inactive'], description: 'Leave out for all.' })
  @IsOptional()
  @IsIn(['active', 'inactive'])
  status?: 'active' | 'inactive';

  @ApiPropertyOptional({ enum: QR_TYPE_IDS, description: 'Leave out for all types.' })
  @IsOptional()
  @IsIn(QR_TYPE_IDS, { message: CONTENT_MESSAGES.unknownType })
  type?: QrTypeId;

  @ApiPropertyOptional({ format: 'uuid', example: FOLDER_ID_EXAMPLE, description: 'Codes in this folder.' })
  @IsOptional()
  @IsUUID(undefined, { message: 'folderId must be a folder id' })
  folderId?: string;

  @ApiPropertyOptional({ type: Boolean, default: false, description: "With folderId: its subfolders' codes too." })
  @IsOptional()
  @Transform(asBoolean)
  @IsBoolean({ message: 'includeSubfolders must be true or false' })
  includeSubfolders?: boolean;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    example: [TAG_ID_EXAMPLE],
    maxItems: MAX_FILTER_TAGS,
    description: 'Codes that carry every one of these tags.',
  })
  @IsOptional()
  @Transform(asArray)
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_TAGS)
  @IsUUID(undefined, { each: true, message: 'tagIds must be tag ids' })
  tagIds?: string[];
}

/** Either `ids` or `matching`: the handler refuses both or neither. */
export class QrCodeSelectionDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_SELECTED_IDS,
    example: ['0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90'],
    description: 'The chosen codes; ids that are not the caller’s codes are skipped.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SELECTED_IDS)
  @IsUUID(undefined, { each: true, message: 'ids must be QR code ids' })
  ids?: string[];

  @ApiPropertyOptional({ type: QrCodeFilterDto, description: 'Every code of the caller that matches this filter.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => QrCodeFilterDto)
  matching?: QrCodeFilterDto;
}

export class BulkStatusRequestDto extends QrCodeSelectionDto {
  @ApiProperty({ example: false, description: 'true: activate; false: deactivate.' })
  @IsBoolean({ message: 'active must be true or false' })
  active!: boolean;
}

export class BulkMoveRequestDto extends QrCodeSelectionDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: FOLDER_ID_EXAMPLE,
    description: 'null: out of every folder.',
  })
  @ValidateIf((_, value) => value !== null)
  @IsUUID(undefined, { message: 'folderId must be a folder id or null' })
  folderId!: string | null;
}

export class BulkTagsRequestDto extends QrCodeSelectionDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', example: [TAG_ID_EXAMPLE], description: 'Tags to give.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_TAGS)
  @IsUUID(undefined, { each: true, message: 'add must be tag ids' })
  add: string[] = [];

  @ApiPropertyOptional({ type: [String], format: 'uuid', example: [], description: 'Tags to take off.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_TAGS)
  @IsUUID(undefined, { each: true, message: 'remove must be tag ids' })
  remove: string[] = [];
}

export class BulkImagesRequestDto extends QrCodeSelectionDto {
  @ApiPropertyOptional({ enum: IMAGE_FORMATS, default: 'png' })
  @IsOptional()
  @IsIn(IMAGE_FORMATS, { message: DESIGN_MESSAGES.format() })
  format: ImageFormat = 'png';

  @ApiPropertyOptional({ default: DEFAULT_SIZE, minimum: MIN_SIZE, maximum: MAX_SIZE, example: 1000 })
  @IsOptional()
  @IsInt({ message: DESIGN_MESSAGES.size() })
  @Min(MIN_SIZE, { message: DESIGN_MESSAGES.size() })
  @Max(MAX_SIZE, { message: DESIGN_MESSAGES.size() })
  size: number = DEFAULT_SIZE;
}

/** Undoes a delete of codes, a folder or a tag: the id its delete answered. */
export class RestoreRequestDto {
  @ApiProperty({
    format: 'uuid',
    example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    description: 'From the delete.',
  })
  @IsUUID(undefined, { message: 'deletionId must be the id a delete answered' })
  deletionId!: string;
}

export class BulkResultResponseDto implements BulkResultView {
  @ApiProperty({ example: 12, description: 'Codes changed (for tags: tags given plus tags taken off).' })
  affected!: number;
}

export class UndoableDeletionResponseDto implements UndoableDeletionView {
  @ApiProperty({ format: 'uuid', example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }) deletionId!: string;
  @ApiProperty({ example: 10, description: 'How long the matching restore route can bring back what was deleted.' })
  undoSeconds!: number;
}

export class BulkDeletionResponseDto extends UndoableDeletionResponseDto implements BulkDeletionView {
  @ApiProperty({ example: 12, description: 'Codes deleted.' })
  affected!: number;
}

const FOLDER_NAME_DOC = { example: 'Spring menus', maxLength: MAX_FOLDER_NAME_LENGTH } as const;

export class CreateFolderRequestDto {
  @ApiProperty(FOLDER_NAME_DOC)
  @IsString({ message: 'The folder name must be text' })
  name!: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    example: null,
    description: 'Leave out for the top level.',
  })
  @IsOptional()
  @IsUUID(undefined, { message: 'parentId must be a folder id' })
  parentId?: string | null;
}

/** Only the fields given change; `parentId: null` moves the folder to the top level. */
export class UpdateFolderRequestDto extends PartialType(PickType(CreateFolderRequestDto, ['name'] as const)) {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, example: FOLDER_ID_EXAMPLE })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsUUID(undefined, { message: 'parentId must be a folder id or null' })
  parentId?: string | null;
}

export class FolderResponseDto implements FolderView {
  @ApiProperty({ format: 'uuid', example: FOLDER_ID_EXAMPLE }) id!: string;
  @ApiProperty({ example: 'Spring menus' }) name!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null }) parentId!: string | null;
  @ApiProperty({ example: 12, description: 'Codes directly in this folder.' }) codeCount!: number;
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z' }) createdAt!: string;
}

const TAG_NAME_DOC = { example: 'Print run 3', maxLength: MAX_TAG_NAME_LENGTH } as const;
const TAG_COLOUR_DOC = { example: '#2e7d32', pattern: '^#[0-9a-fA-F]{6}$' } as const;
const TAG_COLOUR_MESSAGE = 'The colour must look like #2e7d32';

export class CreateTagRequestDto {
  @ApiProperty(TAG_NAME_DOC)
  @IsString({ message: 'The tag name must be text' })
  name!: string;

  @ApiProperty(TAG_COLOUR_DOC)
  @Matches(TAG_COLOUR_PATTERN, { message: TAG_COLOUR_MESSAGE })
  colour!: string;
}

/** Only the fields given change. */
export class UpdateTagRequestDto extends PartialType(CreateTagRequestDto) {}

export class TagResponseDto implements TagView {
  @ApiProperty({ format: 'uuid', example: TAG_ID_EXAMPLE }) id!: string;
  @ApiProperty({ example: 'Print run 3' }) name!: string;
  @ApiProperty({ example: '#2e7d32' }) colour!: string;
  @ApiProperty({ example: 40, description: 'Codes carrying the tag.' }) codeCount!: number;
}
