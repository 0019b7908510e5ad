import { connectionType } from '../common/paging.js';
import { Product } from './product.entity.js';

export const ProductConnection = connectionType(Product, 'Product');
