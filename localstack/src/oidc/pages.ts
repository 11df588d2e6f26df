/**
 * The HTML of the local OpenID Connect provider: plain forms with labelled fields, no scripts and
 * nothing loaded from elsewhere, so a browser test (and a screen reader) can use them as they are.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Inline styles only: the pages send `default-src 'none'; style-src 'unsafe-inline'`. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1b1f}
main{max-width:24rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.4rem;margin-top:0}
label{display:block;margin-top:1rem;font-weight:600}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
button{margin-top:1.25rem;padding:.6rem 1rem;font-size:1rem;border:0;border-radius:4px;background:#0b57d0;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b57d0;border:1px solid #0b57d0}
button:focus-visible,input:focus-visible{outline:3px solid #1b1b1f;outline-offset:2px}
.error{color:#a50e0e;background:#fce8e6;padding:.5rem;border-radius:4px}
.hint{color:#44474e;font-size:.9rem}
`;

export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · svc local sign-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export function loginPage(opts: { uid: string; clientName: string; username?: string; error?: string }): string {
  const error = opts.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(opts.error)}</p>` : '';
  return page(
    'Sign in',
    `<p>to continue to <strong>${escapeHtml(opts.clientName)}</strong></p>
${error}
<form method="post" action="/interaction/${encodeURIComponent(opts.uid)}/login" autocomplete="off">
<label for="username">Username</label>
<input type="text" id="username" name="username" required autofocus value="${escapeHtml(opts.username ?? '')}"${
      opts.error ? ' aria-describedby="login-error"' : ''
    }>
<label for="password">Password</label>
<input type="password" id="password" name="password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${encodeURIComponent(opts.uid)}/abort">
<button type="submit" class="secondary">Cancel</button>
</form>
<p class="hint">Local cloud only: the seeded users are listed in docs/local-cloud.md.</p>`,
  );
}

export function consentPage(opts: { uid: string; clientName: string; username: string; scopes: string[] }): string {
  const items = opts.scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('');
  return page(
    'Allow access',
    `<p>Signed in as <strong>${escapeHtml(opts.username)}</strong>.
<strong>${escapeHtml(opts.clientName)}</strong> asks for:</p>
<ul>${items || '<li>your identity</li>'}</ul>
<form method="post" action="/interaction/${encodeURIComponent(opts.uid)}/confirm">
<button type="submit">Allow</button>
</form>
<form method="post" action="/interaction/${encodeURIComponent(opts.uid)}/abort">
<button type="submit" class="secondary">Deny</button>
</form>`,
  );
}

/** The body of the provider's own logout confirmation (`form` is its hidden xsrf form). */
export function logoutPage(form: string, host: string): string {
  return page(
    'Sign out',
    `<p>Do you want to sign out of the svc local provider at ${escapeHtml(host)}?</p>
${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
  );
}

export function messagePage(title: string, lines: Record<string, string>): string {
  const body = Object.entries(lines)
    .map(([k, v]) => `<p><strong>${escapeHtml(k)}</strong>: ${escapeHtml(v)}</p>`)
    .join('\n');
  return page(title, body);
}
