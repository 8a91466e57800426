import { BookOpen, Cookie, ListTree, TriangleAlert } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { InfoCards, InfoSection } from './InfoCards';

/** Collection names of the HTTP contract (architecture: "Resource collections"). */
const RESOURCES = ['prospects', 'contacts', 'people', 'activities', 'tasks', 'deals', 'goals', 'commissions', 'team-members', 'teams', 'follow-ups', 'notifications', 'announcements'];

const example = (origin: string) => `# Sign in: the answer sets the session cookie
curl -c cookies.txt -H 'content-type: application/json' \\
  -d '{"email":"you@example.com","password":"…"}' \\
  ${origin}/api/auth/sign-in/email

# List your prospects, 20 per page, newest first
curl -b cookies.txt \\
  '${origin}/api/prospects?page=1&pageSize=20&sort=createdAt:desc'`;

const LIST_ANSWER = `{ "items": [ { "id": "…", "firstName": "…", … } ], "total": 1, "page": 1, "pageSize": 20 }`;
const ERROR_ANSWER = `{ "error": { "code": "validation_failed", "message": "…", "fields": { "email": "…" } } }`;

function Code({ children }: { children: string }) {
  return <pre className="overflow-x-auto rounded-lg border bg-muted/60 p-4 text-xs leading-relaxed"><code>{children}</code></pre>;
}

export function ApiInfo() {
  const { t } = usePublicPagesTranslation();
  return (
    <>
      <InfoCards
        prefix="info.api.points"
        items={[
          { key: 'docs', icon: BookOpen },
          { key: 'auth', icon: Cookie },
          { key: 'lists', icon: ListTree },
          { key: 'errors', icon: TriangleAlert },
        ]}
        columns={2}
      />
      <InfoSection title={t('info.api.resourcesTitle')}>
        <p className="mb-4 text-sm text-muted-foreground">{t('info.api.resourcesText')}</p>
        <ul className="flex flex-wrap gap-2">
          {RESOURCES.map((name) => (
            <li key={name}>
              <code className="rounded-md border bg-card px-2 py-1 text-xs">/api/{name}</code>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title={t('info.api.exampleTitle')}>
        <Code>{example(window.location.origin)}</Code>
        <p className="mb-2 mt-6 text-sm text-muted-foreground">{t('info.api.listAnswer')}</p>
        <Code>{LIST_ANSWER}</Code>
        <p className="mb-2 mt-6 text-sm text-muted-foreground">{t('info.api.errorAnswer')}</p>
        <Code>{ERROR_ANSWER}</Code>
      </InfoSection>
    </>
  );
}
