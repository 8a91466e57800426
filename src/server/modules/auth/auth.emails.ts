import type { TLanguage } from '../../../shared/profile/profile.schema.js';
import { translatorFor } from '../../lib/i18n.js';
import type { TMail } from '../../lib/mailer.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

type TTemplate = 'verification' | 'emailChange' | 'passwordReset';

/** One email of a template in `lang`: a title, an introduction, one button, a closing line. */
function render(template: TTemplate, lang: TLanguage, to: string, url: string, values: Record<string, string>): TMail {
  const t = translatorFor(lang);
  const text = (key: string) => t(`${template}.${key}`, values);
  const [title, intro, action, outro] = [text('title'), text('intro'), text('action'), text('outro')];
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#667">${escapeHtml(outro)}</p>
<p style="color:#667;font-size:12px;word-break:break-all">${escapeHtml(t('linkLabel'))} ${escapeHtml(url)}</p>
</div></body></html>`;
  return { to, subject: text('subject'), text: `${intro}\n\n${action}: ${url}\n\n${outro}`, html };
}

/** Whether a verification token is better-auth's email-change one (its payload names the request). */
export function isEmailChangeToken(token: string | undefined): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { requestType?: unknown }).requestType === 'change-email-verification';
  } catch {
    return false;
  }
}

/**
 * better-auth sends one kind of verification email for two purposes: confirming a new account,
 * and confirming the new address of an email change (sent to that address). Each gets its words.
 */
export function verificationEmail(to: string, name: string, url: string, options: { token?: string; lang?: TLanguage } = {}): TMail {
  const lang = options.lang ?? 'en';
  if (isEmailChangeToken(options.token)) return render('emailChange', lang, to, url, { name, email: to });
  return render('verification', lang, to, url, { name });
}

export function passwordResetEmail(to: string, name: string, url: string, lang: TLanguage = 'en'): TMail {
  return render('passwordReset', lang, to, url, { name });
}
