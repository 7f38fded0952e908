import type { RequestOf } from '@framecast/contract';
import { readAttribution } from './attribution';
import { getDeviceId, getFingerprint } from './fingerprint';
import { getTraceId } from './trace';

type TrackingFields = Omit<RequestOf<'login'>, 'username' | 'password' | 'appid' | 'captcha' | 'captcha_id' | 'space_unique_id'>;

/** The attribution and device fields sent with login and register (spec 000 §7.1). */
export const trackingFields = async (source: string): Promise<TrackingFields> => {
  const a = readAttribution();
  const fields: TrackingFields = {
    utm_source: a.utm_source,
    utm_medium: a.utm_medium,
    utm_campaign: a.utm_campaign,
    fpr: a.fpr,
    promote: a.promote,
    promote_src: a.promote_src,
    first_visit_time: a.first_visit_time,
    page_source: a.page_source,
    page_source_referrer: a.page_source_referrer,
    traceId: getTraceId(),
    source,
    device_id: getDeviceId(),
    fingerprint_id: (await getFingerprint()) || undefined,
  };
  for (const key of Object.keys(fields) as (keyof TrackingFields)[]) if (fields[key] === undefined) delete fields[key];
  return fields;
};
