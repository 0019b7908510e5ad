import { Ctx, Field, Float, ObjectType, Query, Resolver } from 'type-graphql';
import { requireViewer } from '../common/actor.js';
import type { Context } from '../common/context.js';
import { Auth } from '../auth/auth.directive.js';
import type { FileStore } from './file-store.js';

@ObjectType({ description: "The signed-in account's upload allowance." })
export class UploadQuota {
  @Field(() => Float, { description: 'Bytes its stored files take.' })
  usedBytes!: number;

  @Field(() => Float, { description: 'Bytes it may keep stored in all.' })
  limitBytes!: number;

  @Field(() => Float, { description: 'The largest single file accepted, in bytes.' })
  maxFileBytes!: number;
}

@Resolver()
export class UploadQuotaResolver {
  constructor(private readonly files: FileStore) {}

  @Auth()
  @Query(() => UploadQuota, { description: 'How much of its upload quota the account has used.' })
  async myUploadQuota(@Ctx() { actor }: Context): Promise<UploadQuota> {
    const viewer = requireViewer(actor);
    return {
      usedBytes: await this.files.usage(actor.em, viewer.id),
      limitBytes: this.files.quotaBytes,
      maxFileBytes: this.files.maxFileBytes,
    };
  }
}
