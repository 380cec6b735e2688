/** The issuer's switchable modules (spec 3 §3 issuer module flags). */
export type ModuleFlag =
  | 'billingModule'
  | 'bulkBillingModule'
  | 'crmModule'
  | 'marketingModule'
  | 'inventoryModule'
  | 'accountingModule'
  | 'cashRegisterModule'
  | 'restaurantModule'
  | 'productionModule'
  | 'viajesModule';

/** Every module flag, in the order Emisor.setModules sends them. */
export const MODULE_FLAGS: readonly ModuleFlag[] = [
  'restaurantModule',
  'cashRegisterModule',
  'productionModule',
  'bulkBillingModule',
  'billingModule',
  'crmModule',
  'marketingModule',
  'inventoryModule',
  'viajesModule',
  'accountingModule',
];

/** The issuer's flags; a missing flag is off. */
export type ModuleFlags = Partial<Record<ModuleFlag, boolean>>;

/** True when the flag is on (a missing flag counts as off). */
export const isModuleOn = (modules: ModuleFlags, flag: ModuleFlag): boolean => modules[flag] === true;
