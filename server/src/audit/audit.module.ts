import { defineModule } from '../common/module.js';
import { AuditEntry } from './audit.entity.js';

/** The audit log's table (its service is the platform's; member/ answers its queries). */
export const auditModule = defineModule({ name: 'audit', entities: [AuditEntry] });
