"""The HTTP layer under both the generated and the hand-written API: credentials, timeouts, retries.

Retries (with exponential backoff, full jitter, and the server's ``Retry-After`` when longer) cover
429, 502, 503, 504 and connection failures, and **only idempotent requests**: GET, HEAD, OPTIONS,
PUT and DELETE, and a POST the caller marks idempotent (``extensions={"svc_idempotent": True}``;
the client does so for the presigned commit, which the server claims once). A POST that timed out is
never sent twice, so a slow create cannot become two DataObjects. A request whose body is a stream
(an upload from a file) is never replayed here: the file layer retries it by reopening the file.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

import httpx

from .config import Credentials
from .errors import parse_retry_after

IDEMPOTENT_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})
RETRY_STATUSES = frozenset({429, 502, 503, 504})
IDEMPOTENT_EXTENSION = "svc_idempotent"
NO_RETRY_EXTENSION = "svc_no_retry"


@dataclass
class RetryPolicy:
    """How often and how long to retry. ``attempts`` counts the first try (1 = never retry)."""

    attempts: int = 4
    backoff: float = 0.5
    max_backoff: float = 20.0
    #: A Retry-After longer than this is not waited for: the error is raised instead.
    max_retry_after: float = 60.0
    statuses: frozenset[int] = RETRY_STATUSES
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False)
    #: Called before each retry with (request, attempt number, delay, reason): hooks for logging and tests.
    on_retry: Callable[[httpx.Request, int, float, str], None] | None = field(default=None, repr=False)

    def delay(self, attempt: int, retry_after: float | None) -> float:
        exp = min(self.max_backoff, self.backoff * (2 ** (attempt - 1)))
        jittered = random.uniform(exp / 2, exp)
        return max(jittered, retry_after) if retry_after is not None else jittered


def is_idempotent(request: httpx.Request) -> bool:
    return request.method in IDEMPOTENT_METHODS or bool(request.extensions.get(IDEMPOTENT_EXTENSION))


def _replayable(request: httpx.Request) -> bool:
    return isinstance(request.stream, httpx.ByteStream)


class RetryTransport(httpx.BaseTransport):
    """Wraps a transport; retries what may be retried (see the module's doc)."""

    def __init__(self, inner: httpx.BaseTransport, policy: RetryPolicy) -> None:
        self.inner = inner
        self.policy = policy

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        attempt = 1
        while True:
            retryable = (
                is_idempotent(request)
                and _replayable(request)
                and attempt < self.policy.attempts
                and not request.extensions.get(NO_RETRY_EXTENSION)
            )
            try:
                response = self.inner.handle_request(request)
            except (
                httpx.ConnectError,
                httpx.ConnectTimeout,
                httpx.ReadError,
                httpx.ReadTimeout,
                httpx.RemoteProtocolError,
                httpx.WriteError,
                httpx.PoolTimeout,
            ) as e:
                if not retryable:
                    raise
                wait = self.policy.delay(attempt, None)
                self._notify(request, attempt, wait, type(e).__name__)
                self.policy.sleep(wait)
                attempt += 1
                continue
            if response.status_code not in self.policy.statuses or not retryable:
                return response
            retry_after = parse_retry_after(response.headers.get("retry-after"))
            if retry_after is not None and retry_after > self.policy.max_retry_after:
                return response
            response.close()
            wait = self.policy.delay(attempt, retry_after)
            self._notify(request, attempt, wait, str(response.status_code))
            self.policy.sleep(wait)
            attempt += 1

    def _notify(self, request: httpx.Request, attempt: int, wait: float, reason: str) -> None:
        if self.policy.on_retry is not None:
            self.policy.on_retry(request, attempt, wait, reason)

    def close(self) -> None:
        self.inner.close()


class SvcAuth(httpx.Auth):
    """Sends the API key as ``X-API-KEY`` or the token as ``Authorization: Bearer``.

    With a token provider, the provider is asked before every request (it caches and refreshes as
    it sees fit, e.g. an OIDC refresh), and once more after a 401, whose request is then resent once:
    a token that expires in the middle of a long notebook is replaced, not fatal.
    """

    def __init__(self, credentials: Credentials) -> None:
        self.credentials = credentials

    def _apply(self, request: httpx.Request, token: str | None) -> None:
        c = self.credentials
        if c.api_key is not None:
            request.headers["X-API-KEY"] = c.api_key
        elif token is not None:
            request.headers["Authorization"] = f"Bearer {token}"

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        if request.extensions.get("svc_no_auth"):
            yield request
            return
        c = self.credentials
        token = c.token_provider() if c.token_provider is not None else c.token
        self._apply(request, token)
        response = yield request
        if response.status_code == 401 and c.token_provider is not None and _replayable(request):
            fresh = c.token_provider()
            if fresh != token:
                self._apply(request, fresh)
                yield request


def default_timeout(seconds: float) -> httpx.Timeout:
    return httpx.Timeout(seconds, connect=min(10.0, seconds))
