/** The connection string the app's database was opened with, for the parts that hold their own connections. */
export const DATABASE_URL = Symbol('DATABASE_URL');
