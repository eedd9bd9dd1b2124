/** The query parameters of the catalogue (/services and GET /api/services) that change what it lists. */
export const CATALOGUE_QUERY_KEYS = ["searchTerm", "min", "max", "sort", "page"] as const;
