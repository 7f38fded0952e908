import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** GET order/invoice/detail?number → one invoice for the print view; a missing one (18010, 40400) is the page's to show. */
export const fetchInvoice = (number: string) => request('invoiceDetail', { number }, { quiet: [18010, 40400, 40300, 40001] });

export const invoiceQuery = (number: string) => queryOptions({ queryKey: billingKeys.invoice(number), queryFn: () => fetchInvoice(number) });

export const useInvoice = (number: string) => useQuery({ ...invoiceQuery(number), enabled: number.length > 0 });
