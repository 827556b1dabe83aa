export { UserAreaLayout as UserAreaRoute } from '../../../components/layouts/user-area-layout.tsx';
