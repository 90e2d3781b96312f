export declare const API_SCHEMAS_FILE: string;
export declare function generateApiSchemas(): Record<string, unknown>;
export declare function formatApiSchemas(schemas: Record<string, unknown>): Promise<string>;
