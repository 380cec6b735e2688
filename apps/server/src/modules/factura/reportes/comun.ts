// Shared by the services of the Factura read and report operations.
export type PageArgs = { cursor?: string | null; limit?: number | null };
