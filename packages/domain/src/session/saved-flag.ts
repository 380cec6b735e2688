/** Spec 3 §2/§4 and spec 1 §4: null at first, true after a load, a save or clearing the draft, false after an edit. */
export type SavedFlag = boolean | null;
/** What happened to an editable record. */
export type SavedEvent = 'load' | 'save' | 'clear' | 'edit';

/** The saved flag after an event. */
export const nextSavedFlag = (_flag: SavedFlag, event: SavedEvent): SavedFlag => event !== 'edit';

/** Spec 1 §2: leaving with an unsaved issuer or invoice only warns (never blocks). */
export const warnOnLeave = (flag: SavedFlag): boolean => flag === false;
