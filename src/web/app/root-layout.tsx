import { Outlet, useNavigation } from 'react-router';
import { TopNav } from './top-nav';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav />
      <div className="flex flex-1 flex-col" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </div>
    </div>
  );
}
