/** Every Drizzle table, for the client's relational queries and for drizzle-kit. */
export * from '../modules/users/users.table';
export * from '../modules/auth/sessions.table';
export * from '../modules/mail/mail.table';
