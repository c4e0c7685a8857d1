import { copyText } from '@playdesk/ui/clipboard';
import { useState } from 'react';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Segmented } from '../../ui/Segmented';
import { useT } from '../../i18n/i18n';
import { ASSISTANT_CLIENTS, assistantConfig, mcpUrl, type AssistantClient } from './api-key-model';

/**
 * How to connect an AI assistant to Playdesk (docs/mcp.md): the MCP address, and a configuration
 * to paste for common clients. With `secret` (just after creating a key) the configuration holds
 * the key itself; without, a placeholder the person replaces with theirs.
 */
export function AssistantSetup({ secret }: { secret?: string }) {
  const t = useT();
  const origin = window.location.origin;
  const [client, setClient] = useState<AssistantClient>('vscode');
  const key = secret ?? t('api-keys.assistant.key_placeholder');
  const config = assistantConfig(client, origin, key);
  const copy = async (text: string) => {
    if (await copyText(text)) toast.success(t('api-keys.assistant.copied'));
    else toast.warning(t('api-keys.secret.copy_blocked'));
  };
  return (
    <div className="space-y-4" data-testid="assistant-setup">
      <div>
        <div className="mb-1 text-sm font-medium text-slate-700">{t('api-keys.assistant.url')}</div>
        <div className="flex gap-2">
          <Input
            readOnly
            aria-label={t('api-keys.assistant.url')}
            value={mcpUrl(origin)}
            className="font-mono text-xs"
            data-testid="assistant-url"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy(mcpUrl(origin))}>
            {t('api-keys.secret.copy')}
          </Button>
        </div>
        <p className="mt-1 text-xs text-slate-500">{t('api-keys.assistant.url_hint')}</p>
      </div>
      <div>
        <Segmented<AssistantClient>
          label={t('api-keys.assistant.client')}
          value={client}
          options={ASSISTANT_CLIENTS.map((value) => ({
            value,
            label: t(`api-keys.assistant.client.${value}`),
          }))}
          onChange={setClient}
          size="sm"
          testId="assistant-client"
        />
        <p className="mt-2 text-xs text-slate-500">{t(`api-keys.assistant.where.${client}`)}</p>
        <div className="relative mt-2">
          {/* Focusable: a long line scrolls, and a keyboard must reach it (axe). */}
          <pre
            tabIndex={0}
            aria-label={t('api-keys.assistant.config', {
              client: t(`api-keys.assistant.client.${client}`),
            })}
            className="max-h-72 overflow-auto rounded-lg bg-slate-900 p-4 pr-20 text-xs leading-relaxed text-slate-100"
            data-testid="assistant-config"
          >
            <code>{config}</code>
          </pre>
          <Button
            variant="secondary"
            size="sm"
            className="absolute top-2 right-2"
            onClick={() => void copy(config)}
            data-testid="assistant-copy"
          >
            {t('api-keys.secret.copy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
