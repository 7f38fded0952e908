import { notifications } from '@mantine/notifications';

export const toastError = (message: string): void => {
  notifications.show({ color: 'red', message, autoClose: 5000, withBorder: true });
};

export const toastSuccess = (message: string): void => {
  notifications.show({ color: 'teal', message, autoClose: 4000, withBorder: true });
};

export const toastInfo = (message: string): void => {
  notifications.show({ color: 'violet', message, autoClose: 4000, withBorder: true });
};
