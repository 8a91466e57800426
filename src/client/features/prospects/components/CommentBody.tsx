import type { ReactNode } from 'react';

const MENTION = /@([\p{L}\p{N}][\p{L}\p{N}._-]{0,63})/gu;

/**
 * A comment's text with each @mention the server recognised shown as a highlighted chip.
 * The server's list decides, so an e-mail address in the text is not taken for a mention.
 */
export function CommentBody({ body, mentions }: { body: string; mentions: string[] }) {
  const known = new Set(mentions.map((m) => m.toLowerCase()));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION)) {
    const start = match.index;
    const before = start > 0 ? body[start - 1] : '';
    // Mentions end before trailing punctuation ("@ana." mentions "ana").
    const handle = match[1].replace(/[._-]+$/, '');
    if ((before && /[\w@]/.test(before)) || !known.has(handle.toLowerCase())) continue;
    const end = start + 1 + handle.length;
    parts.push(body.slice(last, start));
    parts.push(
      <mark key={start} className="rounded bg-primary/15 px-1 font-medium text-primary" data-testid="comment-mention">
        @{handle}
      </mark>,
    );
    last = end;
  }
  parts.push(body.slice(last));
  return <p className="whitespace-pre-wrap break-words text-sm">{parts}</p>;
}
