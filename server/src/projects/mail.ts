import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../http/escape-html.ts';

/**
 * To a user someone else put on a project's team: the membership waits for their answer on their
 * profile. The subject is fixed, so nobody can choose what lands in someone's inbox list.
 */
export function teamInvitationMail(options: {
  to: string;
  inviteeName: string;
  inviterName: string | null;
  projectName: string;
  appUrl: string;
}): MailMessage {
  const url = `${options.appUrl}/profile`;
  const greeting = options.inviteeName ? `Hi ${options.inviteeName},` : 'Hi,';
  const who = options.inviterName || 'Someone';
  // No event name: the invitee may not be one who may see the event; the profile shows it to those who may.
  const line = `${who} added you to the team of the project "${options.projectName}" on Hearth.`;
  const outcome = 'It shows on your profile only if you accept. Accept or decline on your profile:';
  return {
    to: options.to,
    subject: 'You were added to a project team on Hearth',
    text: `${greeting}\n\n${line}\n\n${outcome} ${url}\n\nIf you do not know this project, decline it and nothing changes.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p>${escapeHtml(outcome)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>If you do not know this project, decline it and nothing changes.</p>`,
  };
}

/**
 * To an address with no account that someone put on a project's team: sign up with this address,
 * then accept on the profile. The subject is fixed, as for members with an account.
 */
export function signUpInvitationMail(options: {
  to: string;
  inviterName: string | null;
  projectName: string;
  appUrl: string;
}): MailMessage {
  const url = `${options.appUrl}/login?redirectUrl=${encodeURIComponent('/profile')}`;
  const who = options.inviterName || 'Someone';
  const line = `${who} added you to the team of the project "${options.projectName}" on Hearth.`;
  const outcome = 'Sign in with this e-mail address, then accept or decline on your profile:';
  return {
    to: options.to,
    subject: 'You were added to a project team on Hearth',
    text: `Hi,\n\n${line}\n\n${outcome} ${url}\n\nIf you do not know this project, ignore this e-mail and nothing changes.\n`,
    html: `<p>Hi,</p><p>${escapeHtml(line)}</p><p>${escapeHtml(outcome)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>If you do not know this project, ignore this e-mail and nothing changes.</p>`,
  };
}
