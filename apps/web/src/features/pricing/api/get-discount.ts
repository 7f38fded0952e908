import { request } from '../../../shared/api/client';

/** GET order/discount → the flash-sale offer and whether it was claimed. Quiet: a failure only means no offer. */
export const fetchDiscount = () => request('discount', undefined, { quiet: 'all' });
