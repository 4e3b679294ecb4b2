import { Global, Module } from '@nestjs/common';
import { PageMetaRegistry } from './page-meta';

/** The public pages' server side: the meta tags of the shell's pages and of the pages the server writes. */
@Global()
@Module({ providers: [PageMetaRegistry], exports: [PageMetaRegistry] })
export class PublicPagesModule {}
