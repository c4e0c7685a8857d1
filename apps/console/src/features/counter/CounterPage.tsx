import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/Button';
import { Card, CardBody } from '../../ui/Card';
import { ScanIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { scannerUrl, SCANNER_PATH } from './scanner';

/**
 * Counter (issue 35): where a team mate whose role is to redeem at the counter lands — the way to
 * the scanner (the player app's `/redeem`, a full page load) and how to use it: signed in there
 * with their own Playdesk login, or on a counter phone the owner paired; nothing else.
 */
export function CounterPage() {
  const t = useT();
  const url = scannerUrl();
  return (
    <>
      <PageHeader title={t('counter.page.title')} description={t('counter.page.description')} />
      <Card className="max-w-2xl">
        <CardBody className="space-y-6">
          <a
            href={SCANNER_PATH}
            className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
            data-testid="open-scanner"
          >
            <ScanIcon className="size-5" />
            {t('counter.page.open')}
          </a>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>
              {t('counter.page.step_open')}{' '}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{url}</code>
            </li>
            <li>{t('counter.page.step_sign_in')}</li>
            <li>{t('counter.page.step_scan')}</li>
            <li>{t('counter.page.step_redeem')}</li>
          </ol>
          <p className="text-sm text-slate-600">
            {t('counter.page.install')} {t('counter.page.sign_out')}
          </p>
        </CardBody>
      </Card>
    </>
  );
}
