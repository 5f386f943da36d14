// Every table of the database, for drizzle-kit and the typed client.
export * from './users';
export * from './compliments';
export * from './badges';
export * from './media';
export * from './images';
export * from './ads';
export * from './promotions';
export * from './campaign-counts';
export * from './messages';
export * from './audit';
export * from './moderation';
export * from './push';
