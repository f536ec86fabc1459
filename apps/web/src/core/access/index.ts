export { Access, type AccessProps, type GuardProps, HasPermi, HasRole, passes } from './access';
export { type AccessChecks, createAccessChecks, filterRoutes, type RouteRequirement, routeAllowed } from './checks';
export { useAccess } from './use-access';
