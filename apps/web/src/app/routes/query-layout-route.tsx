export { QueryLayout as Component } from '../query-layout';
