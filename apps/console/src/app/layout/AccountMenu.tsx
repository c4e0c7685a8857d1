import { useNavigate } from 'react-router';
import type { User } from '@playdesk/contract';
import { switchAccount } from '../../auth/actions';
import { pathTo } from '../../rules/routes';
import { showAddAccount } from '../../rules/visibility';
import { BuildingIcon, CheckIcon, ChevronDownIcon, LockIcon, PlusIcon } from '../../ui/icons';
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '../../ui/dropdown';
import { useT } from '../../i18n/i18n';
import { LanguageMenu } from './LanguageMenu';

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/**
 * Current account name with the user's email, the related accounts to switch to, and the Add
 * Account button with its rule (docs/product-rules.md#add-account).
 */
export function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const t = useT();
  const name = user.current_account.business_name;
  return (
    <MenuRoot modal={false}>
      <MenuTrigger
        data-testid="account-menu"
        className="flex h-11 max-w-64 items-center gap-2.5 rounded-lg py-1 pr-2 pl-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 data-[state=open]:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-semibold text-primary-700"
        >
          {initials(name)}
        </span>
        <span className="hidden min-w-0 md:block">
          <span
            className="block truncate text-sm font-semibold text-slate-900"
            data-testid="current-account"
          >
            {name}
          </span>
          <span className="block truncate text-xs text-muted">{user.email}</span>
        </span>
        <span className="sr-only md:hidden">
          {name} ({user.email})
        </span>
        <ChevronDownIcon className="size-4 shrink-0 text-icon-muted" />
      </MenuTrigger>
      <MenuContent align="end" className="w-72">
        <div className="px-2.5 pt-1.5 pb-2">
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
        <MenuSeparator />
        <MenuLabel>{t('account.accounts')}</MenuLabel>
        <MenuItem disabled className="data-[disabled]:opacity-100">
          <BuildingIcon className="size-4.5 text-primary-600" />
          <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{name}</span>
          <CheckIcon className="size-4 text-primary-600" />
        </MenuItem>
        {user.related_accounts.map((account) => (
          <MenuItem
            key={account.public_id}
            data-testid="switch-account"
            onSelect={() => void switchAccount(account.public_id, navigate)}
          >
            <BuildingIcon className="size-4.5 text-icon-muted" />
            <span className="min-w-0 flex-1 truncate">{account.business_name}</span>
            <span className="text-xs text-muted">{t('account.switch')}</span>
          </MenuItem>
        ))}
        {showAddAccount(user) ? (
          <>
            <MenuSeparator />
            <MenuItem
              onSelect={() => void navigate(pathTo('AddAccount'))}
              className="text-primary-700"
            >
              <PlusIcon className="size-4.5" />
              {t('account.add')}
            </MenuItem>
          </>
        ) : null}
        <MenuSeparator />
        <MenuItem onSelect={() => void navigate(pathTo('Security'))} data-testid="menu-security">
          <LockIcon className="size-4.5 text-icon-muted" />
          {t('account.security')}
        </MenuItem>
        <MenuSeparator />
        <LanguageMenu />
      </MenuContent>
    </MenuRoot>
  );
}
