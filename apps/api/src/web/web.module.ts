import { Global, Module } from '@nestjs/common';
import { PageMetaRegistry } from './page-meta';

/** The web apps' server side: the meta tags of the shell's pages. */
@Global()
@Module({ providers: [PageMetaRegistry], exports: [PageMetaRegistry] })
export class WebModule {}
