import { Notifications } from '@mantine/notifications';

/**
 * The toast container, in a chunk of its own: a named import (not the package's namespace) lets the
 * bundler leave Notifications out of the chunk that holds the toast store everyone calls.
 */
export default function Toasts() {
  return <Notifications position="top-center" zIndex={2000} limit={3} />;
}
