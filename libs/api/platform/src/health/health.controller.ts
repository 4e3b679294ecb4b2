import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/public.decorator';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  uptimeSeconds: number;
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
  @ApiOkResponse({ description: 'The API and its database answer.' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
  check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    return this.ready(reply);
  }

  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers requests' })
  @ApiOkResponse({ description: 'The process is alive.' })
  live(@Res({ passthrough: true }) reply: FastifyReply): { status: 'ok' } {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: the process and its database answer (503 while either does not)' })
  @ApiOkResponse({ description: 'Ready for traffic.' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
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
