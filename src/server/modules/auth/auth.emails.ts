import type { TMail } from '../../lib/mailer.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(title: string, intro: string, action: string, url: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#667">${escapeHtml(outro)}</p>
<p style="color:#667;font-size:12px;word-break:break-all">${escapeHtml(url)}</p>
</div></body></html>`;
}

export function verificationEmail(to: string, name: string, url: string): TMail {
  const intro = `Hi ${name}, please confirm your email address to start using Upline.`;
  const outro = 'If you did not create an account, you can ignore this email.';
  return {
    to,
    subject: 'Confirm your email for Upline',
    text: `${intro}\n\nConfirm your email: ${url}\n\n${outro}`,
    html: layout('Confirm your email', intro, 'Confirm email', url, outro),
  };
}

export function passwordResetEmail(to: string, name: string, url: string): TMail {
  const intro = `Hi ${name}, we received a request to reset your Upline password.`;
  const outro = 'The link expires in one hour. If you did not ask for it, you can ignore this email.';
  return {
    to,
    subject: 'Reset your Upline password',
    text: `${intro}\n\nReset your password: ${url}\n\n${outro}`,
    html: layout('Reset your password', intro, 'Reset password', url, outro),
  };
}
