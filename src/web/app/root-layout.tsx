import { Outlet, useNavigation } from 'react-router';
import { TopNav } from './top-nav';
import { useDocumentTitle } from './use-document-title';

export function RootLayout() {
  const navigation = useNavigation();
  useDocumentTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <TopNav />
      <div className="flex flex-1 flex-col" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </div>
    </div>
  );
}
