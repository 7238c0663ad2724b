import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { unpackRules, type PackRule } from '@casl/ability/extra';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

type AppAbility = MongoAbility<[string, string]>;

const AbilityContext = createContext<AppAbility>(createMongoAbility());

/** The signed-in user's ability, unpacked from the rules the server sent: the page hides exactly what the API would refuse. */
export function AbilityProvider({ rules, children }: { rules: unknown[]; children: ReactNode }) {
  const ability = useMemo(() => createMongoAbility<[string, string]>(unpackRules(rules as PackRule<never>[]) as never), [rules]);
  return <AbilityContext.Provider value={ability}>{children}</AbilityContext.Provider>;
}

export function useAbility(): AppAbility {
  return useContext(AbilityContext);
}
