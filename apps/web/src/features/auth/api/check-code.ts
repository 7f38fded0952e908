import type { RequestOf } from '@framecast/contract';
import { request } from '../../../shared/api/client';

/** POST v1/auth/check_code → a new ticket for the next step. */
export const checkCode = (body: RequestOf<'checkCode'>) => request('checkCode', body);
