import { API_KEY_SCOPES, type ApiKeyScope } from '@framecast/contract';

/** The scopes a key may carry, grouped by what they act on ('projects.read' → projects: read), in the contract's order. */
export const SCOPE_GROUPS: { group: string; scopes: { scope: ApiKeyScope; action: string }[] }[] = [];
for (const scope of API_KEY_SCOPES) {
  const [group = scope, action = scope] = scope.split('.');
  let entry = SCOPE_GROUPS.find((g) => g.group === group);
  if (!entry) SCOPE_GROUPS.push((entry = { group, scopes: [] }));
  entry.scopes.push({ scope, action });
}

/** "Projects: Read/Write · Renders: Run", in the reader's language. */
export function describeScopes(scopes: readonly string[], t: (key: string, params?: Record<string, string>) => string): string {
  return SCOPE_GROUPS.map(({ group, scopes: inGroup }) => {
    const held = inGroup.filter((s) => scopes.includes(s.scope)).map((s) => t(`profile.apiKeys.action.${s.action}`));
    return held.length ? t('profile.apiKeys.scopeLine', { group: t(`profile.apiKeys.group.${group}`), actions: held.join('/') }) : null;
  })
    .filter(Boolean)
    .join(' · ');
}
