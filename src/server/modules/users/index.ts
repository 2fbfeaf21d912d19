// What the rest of the server may use of the users module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { userRoutes } from './routes';
export { teamRoutes } from './team-routes';
export {
  changeMemberRole,
  deactivateMember,
  type MemberChanger,
  reactivateMember,
  removeMemberRole,
} from './team-service';
