/** Follows a download link so the browser saves the file (the server sends it as an attachment). */
export const followDownload = ({ url, filename }: { url: string; filename: string }): void => {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
};
