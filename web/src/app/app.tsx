import { AppProvider } from './provider.tsx';
import { AppRouter, type AppRouterProps } from './router.tsx';

export function App(props: AppRouterProps) {
  return (
    <AppProvider queryClient={props.queryClient}>
      <AppRouter {...props} />
    </AppProvider>
  );
}
