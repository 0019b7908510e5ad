import type { Config } from '../common/config.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { defineModule } from '../common/module.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { Product } from './product.entity.js';
import { ProductQueries } from './product.queries.js';
import { ProductService } from './product.service.js';
import { productFilesVisible } from './product-files.js';
import { ProductResolver } from './product.resolver.js';

/** A partner's catalogue of products, offered in its quotes. */
export const productModule = defineModule({
  name: 'product',
  entities: [Product],
  attachments: [{ type: FileAttachment.PRODUCT, visible: productFilesVisible }],
  services: (s: { config: Config; uow: UnitOfWork }) => {
    const queries = new ProductQueries(s.config);
    return { products: { queries, service: new ProductService(s.config, queries, s.uow) } };
  },
  resolvers: [ProductResolver],
  resolve: (s) => [new ProductResolver(s.products.queries, s.products.service)],
});
