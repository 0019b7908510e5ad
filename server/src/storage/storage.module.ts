import { defineModule } from '../common/module.js';
import { on } from '../common/domain-events.js';
import type { FileStore } from './file-store.js';
import { StoredFile } from './stored-file.entity.js';
import { StoredFileResolver } from './stored-file.resolver.js';
import { UploadQuotaResolver } from './upload-quota.resolver.js';

/**
 * Uploads: one store for every file (built by the platform from every module's attachment
 * kinds); a deleted account's files go with it.
 */
export const storageModule = defineModule<{ files: FileStore }>({
  name: 'storage',
  entities: [StoredFile],
  resolvers: [StoredFileResolver, UploadQuotaResolver],
  resolve: (s) => [new StoredFileResolver(), new UploadQuotaResolver(s.files)],
  reactions: (s) => [on('member.deleted', (tx, { memberId }) => s.files.eraseOwner(tx, memberId))],
});
