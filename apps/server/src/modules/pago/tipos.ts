// Which documents take payments: sales are receivables, purchases payables (as the invoicing
// reports count them). A credit note lowers a saldo; it is not paid.
export const VENTAS: readonly string[] = ['01', '02', '04', '09', '99', '101', '102', '103'];
export const COMPRAS: readonly string[] = ['08', '05', '06'];
