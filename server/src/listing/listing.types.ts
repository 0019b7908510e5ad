import { connectionType } from '../common/paging.js';
import { PropertyListing } from './property-listing.entity.js';

export const PropertyListingConnection = connectionType(PropertyListing, 'PropertyListing');
