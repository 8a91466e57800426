import { useId } from 'react';
import { Copy, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { copyWithToast, shareLink } from '../lib/share-link';

/** The seller's code and link, each with a copy button, and a share button; skeletons while loading. */
export function ReferralLinkCard({ code, link }: { code: string | undefined; link: string | undefined }) {
  const { t } = useTranslation('referral');
  const loading = code === undefined;
  const failTexts = { copyFailed: t('common:toasts.copyFailed'), nothing: t('share.nothing') };
  const share = () =>
    void shareLink(link, { ...failTexts, copied: t('common:toasts.linkCopied'), shareFailed: t('share.shareFailed'), title: t('share.shareTitle'), message: t('share.shareText') });

  return (
    <Card data-testid="referral-link-card">
      <CardHeader>
        <CardTitle>{t('share.title')}</CardTitle>
        <CardDescription>{t('share.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CopyField
          label={t('share.code')}
          value={code}
          copyLabel={t('share.copyCode')}
          onCopy={() => void copyWithToast(code, { ...failTexts, copied: t('share.codeCopied') })}
          testId="referral-code"
          className="font-mono text-base tracking-widest"
        />
        <CopyField
          label={t('share.link')}
          value={link}
          copyLabel={t('share.copyLink')}
          onCopy={() => void copyWithToast(link, { ...failTexts, copied: t('common:toasts.linkCopied') })}
          testId="referral-link"
        />
        <Button onClick={share} disabled={loading} className="justify-self-start" data-testid="referral-share">
          <Share2 aria-hidden="true" />
          {t('share.share')}
        </Button>
      </CardContent>
    </Card>
  );
}

interface TCopyFieldProps {
  label: string;
  value: string | undefined;
  copyLabel: string;
  onCopy: () => void;
  testId: string;
  className?: string;
}

/** A read-only value to select or copy; focusing it selects it all. */
function CopyField({ label, value, copyLabel, onCopy, testId, className }: TCopyFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        {value === undefined ? (
          <Skeleton className="h-10 flex-1" />
        ) : (
          <Input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} className={className} data-testid={testId} />
        )}
        <Button variant="outline" onClick={onCopy} disabled={value === undefined} className="shrink-0" data-testid={`${testId}-copy`}>
          <Copy aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{copyLabel}</span>
        </Button>
      </div>
    </div>
  );
}
