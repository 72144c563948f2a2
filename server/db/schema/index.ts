export * from './account';
export * from './commerce';
export * from './field-work';
export * from './files';
export * from './identity';
export * from './mail';
export * from './objects';
export * from './relations';
