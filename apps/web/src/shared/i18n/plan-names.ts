import { Plan } from '@framecast/contract';
import { i18n } from './instance';

const keyOf = new Map<number, string>(Object.entries(Plan).map(([key, value]) => [value, key]));

/** A plan's name in the interface language (`plans.<contract Plan key>`); an unknown value reads as Free, like `planName`. */
export const planLabel = (value: number): string => i18n.t(`plans.${keyOf.get(value) ?? 'Free'}`);
