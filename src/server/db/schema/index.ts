/** Every table of the product, for Drizzle's client and drizzle-kit. */
export * from './public-forms';
export * from './email-jobs';
export * from './auth';
export * from './access';
export * from './departments';
export * from './course';
export * from './program';
export * from './staff';
export * from './tracks';
export * from './press-kits';
export * from './credentials';
