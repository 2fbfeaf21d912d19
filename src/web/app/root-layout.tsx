import { Outlet, useNavigation } from 'react-router';
import { SkipLink } from '@/web/components/skip-link';
import { TopNav } from './top-nav';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopNav />
      <div className="flex flex-1 flex-col" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </div>
    </div>
  );
}
