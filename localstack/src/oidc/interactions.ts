import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { consentPage, loginPage, messagePage, PAGE_CSP } from './pages.ts';
import { checkPassword } from './users.ts';

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(buf);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': PAGE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

/**
 * The login and consent steps of the authorization code flow, at /interaction/<uid>[/<action>]:
 * GET shows the form the provider's pending prompt asks for; POST login checks the password,
 * POST confirm grants what consent is missing, POST abort answers access_denied to the client.
 * Returns false for paths that are not an interaction.
 */
export function interactionRoutes(provider: Provider, usersFile: string | undefined) {
  const clientName = async (clientId: string): Promise<string> => {
    const client = await provider.Client.find(clientId);
    return client?.clientName ?? clientId;
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|confirm|abort))?$/.exec(
      new URL(req.url ?? '/', 'http://x').pathname,
    );
    if (!match) return false;
    const [, uid, action] = match;
    const method = req.method ?? 'GET';
    if ((action === undefined && method !== 'GET') || (action !== undefined && method !== 'POST')) {
      res.writeHead(405, { allow: action === undefined ? 'GET' : 'POST' }).end();
      return true;
    }
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new Error('interaction mismatch');
      const name = await clientName(String(details.params['client_id'] ?? ''));
      const prompt = details.prompt.name;

      if (action === undefined) {
        if (prompt === 'login') {
          const hint = details.params['login_hint'];
          sendHtml(
            res,
            200,
            loginPage({ uid, clientName: name, ...(typeof hint === 'string' ? { username: hint } : {}) }),
          );
        } else {
          const username = details.session?.accountId ?? '';
          const scopes = Object.values(details.prompt.details).flatMap((v) => (Array.isArray(v) ? v.map(String) : []));
          sendHtml(res, 200, consentPage({ uid, clientName: name, username, scopes: [...new Set(scopes)] }));
        }
        return true;
      }

      if (action === 'abort') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
          { mergeWithLastSubmission: false },
        );
        return true;
      }

      const form = await readForm(req);
      if (action === 'login') {
        if (prompt !== 'login') throw new Error('this sign-in does not wait for a login');
        const username = form.get('username')?.trim() ?? '';
        const user = checkPassword(username, form.get('password') ?? '', usersFile);
        if (!user) {
          sendHtml(
            res,
            401,
            loginPage({ uid, clientName: name, username, error: 'Unknown username or wrong password.' }),
          );
          return true;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.username, amr: ['pwd'] } },
          { mergeWithLastSubmission: false },
        );
        return true;
      }

      // confirm: grant what the consent prompt found missing.
      if (prompt !== 'consent' || !details.session?.accountId)
        throw new Error('this sign-in does not wait for consent');
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: String(details.params['client_id']) });
      if (!grant) throw new Error('the grant of this sign-in expired');
      const missing = details.prompt.details;
      const list = (k: string): string[] => {
        const v = missing[k];
        return Array.isArray(v) ? v.map(String) : [];
      };
      if (list('missingOIDCScope').length) grant.addOIDCScope(list('missingOIDCScope').join(' '));
      if (list('missingOIDCClaims').length) grant.addOIDCClaims(list('missingOIDCClaims'));
      const resourceScopes = missing['missingResourceScopes'];
      if (resourceScopes && typeof resourceScopes === 'object') {
        for (const [indicator, scopes] of Object.entries(resourceScopes)) {
          if (Array.isArray(scopes)) grant.addResourceScope(indicator, scopes.map(String).join(' '));
        }
      }
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return true;
    } catch (err) {
      if (!res.headersSent) {
        sendHtml(
          res,
          400,
          messagePage('Sign-in failed', {
            error: err instanceof Error ? err.message : String(err),
            hint: 'Start the sign-in again from the application.',
          }),
        );
      }
      return true;
    }
  };
}
