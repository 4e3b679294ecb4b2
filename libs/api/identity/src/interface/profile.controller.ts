import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccountRoute, CurrentUser, NoStore } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { UpdateProfileCommand } from '../application/commands/update-profile/update-profile.command';
import { GetProfileQuery } from '../application/queries/get-profile/get-profile.query';
import { ProfileResponseDto, UpdateProfileRequestDto } from './dto/profile.dto';

@ApiTags('profile')
@NoStore()
@Controller('profile')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @AccountRoute()
  @ApiOperation({ summary: "The caller's profile; defaults and the account e-mail when none was saved yet." })
  @ApiOkResponse({ type: ProfileResponseDto })
  get(@CurrentUser() user: AuthenticatedUser): Promise<ProfileResponseDto> {
    return this.queries.execute(new GetProfileQuery(user.id));
  }

  @Put()
  @AccountRoute()
  @ApiOperation({ summary: "Save the caller's profile (missing text fields are saved empty)." })
  @ApiOkResponse({ type: ProfileResponseDto })
  update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateProfileRequestDto): Promise<ProfileResponseDto> {
    return this.commands.execute(new UpdateProfileCommand(user.id, { ...body }));
  }
}
