// A text cell of an export as a spreadsheet may read it: a text that starts with = + - @ (or a tab
// or carriage return, which some programs skip before reading the rest) would become a formula
// when the file is saved again as CSV and reopened («CSV injection»). It gets an apostrophe in
// front, which spreadsheets read as "this is text" and do not show.
const PELIGROSO = /^[=+\-@\t\r]/;

export const celdaSegura = <T>(v: T): T | string => (typeof v === 'string' && PELIGROSO.test(v) ? `'${v}` : v);
