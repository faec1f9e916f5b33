/** One email as the app composes it; the mail plugin adds the sender. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Text attachments only (calendar files): stored as they are in outbox mode. */
  attachments?: { filename: string; contentType: string; content: string }[];
}
