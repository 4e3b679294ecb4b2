import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/public.decorator';

export class HealthReport {
  @ApiProperty({ enum: ['ok', 'degraded'], example: 'ok' }) status!: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'], example: 'up' }) database!: 'up' | 'down';
  @ApiProperty({ example: 3600 }) uptimeSeconds!: number;
}

export class LivenessReport {
  @ApiProperty({ enum: ['ok'], example: 'ok' }) status!: 'ok';
}

/**
 * Probes for load balancers and orchestrators. Liveness never looks at the database (a database
 * outage must not get every replica restarted); readiness does, so traffic goes elsewhere.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'The API and its database, in one report (same answer as /health/ready)' })
  @ApiOkResponse({ description: 'The API and its database answer.', type: HealthReport })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.', type: HealthReport })
  check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    return this.ready(reply);
  }

  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers requests' })
  @ApiOkResponse({ description: 'The process is alive.', type: LivenessReport })
  live(@Res({ passthrough: true }) reply: FastifyReply): LivenessReport {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the process and its database answer (503 while either does not)' })
  @ApiOkResponse({ description: 'Ready for traffic.', type: HealthReport })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.', type: HealthReport })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const database = await this.em
      .getConnection()
      .execute('select 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    if (database === 'down') void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    void reply.header('cache-control', 'no-store');
    return { status: database === 'up' ? 'ok' : 'degraded', database, uptimeSeconds: Math.round(process.uptime()) };
  }
}
