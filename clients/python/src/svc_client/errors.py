"""Exceptions raised by the client: one per kind of answer, built from the server's problem+json.

Every error carries the server's ``detail`` in its message, and the whole problem document in
``.problem`` (its ``type``, ``title``, ``status``, ``detail``, ``instance`` and extensions).
"""

from __future__ import annotations

from datetime import UTC
from typing import Any

import httpx

from ._json import loads


class SvcError(Exception):
    """An answer of svc that is not a success (or a transfer that failed for good)."""

    status: int | None
    code: str | None
    title: str | None
    detail: str | None
    problem: dict[str, Any]
    method: str | None
    url: str | None

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        problem: dict[str, Any] | None = None,
        method: str | None = None,
        url: str | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.problem = problem or {}
        type_ = self.problem.get("type")
        self.code = type_.rsplit("/", 1)[-1] if isinstance(type_, str) and type_ else None
        self.title = self.problem.get("title") if isinstance(self.problem.get("title"), str) else None
        self.detail = self.problem.get("detail") if isinstance(self.problem.get("detail"), str) else None
        self.method = method
        self.url = url


class BadRequest(SvcError):
    """400: the request is malformed or invalid."""


class ValidationError(BadRequest):
    """400 ``request.invalid`` with ``violations`` (or 422): which fields are wrong, and why.

    ``violations`` is the server's list of ``{"field": ..., "message": ...}`` (field paths such as
    ``points.3.value``).
    """

    violations: list[dict[str, Any]]

    def __init__(self, message: str, **kw: Any) -> None:
        super().__init__(message, **kw)
        v = self.problem.get("violations")
        self.violations = [x for x in v if isinstance(x, dict)] if isinstance(v, list) else []


class Unauthorized(SvcError):
    """401: missing or invalid credentials (an expired token, a revoked key)."""


class Forbidden(SvcError):
    """403: the caller is known but lacks the role or the permission."""


class StorageForbidden(Forbidden):
    """403 from the storage an API's 303 sent the GET to, not from the API: the bucket refused the
    presigned URL (it expired before the GET, or its signature does not match). Asking the API again
    gives a new one."""


class NotFound(SvcError):
    """404: no such entity (or not visible to the caller)."""


class Conflict(SvcError):
    """409: the request conflicts with the current state."""


class PayloadTooLarge(SvcError):
    """413: a body or an answer beyond a limit of the API (the detail names the limit and the way around)."""


class RateLimited(SvcError):
    """429: too many requests; ``retry_after`` is the server's hint in seconds, when it sent one."""

    retry_after: float | None

    def __init__(self, message: str, *, retry_after: float | None = None, **kw: Any) -> None:
        super().__init__(message, **kw)
        self.retry_after = retry_after


class ServiceUnavailable(SvcError):
    """503 (or 502/504): a dependency is down or slow; ``retry_after`` in seconds when the server sent it."""

    retry_after: float | None

    def __init__(self, message: str, *, retry_after: float | None = None, **kw: Any) -> None:
        super().__init__(message, **kw)
        self.retry_after = retry_after


class ServerError(SvcError):
    """500 and any other 5xx: an unexpected failure of the server (the cause is in its log)."""


class ConnectionFailed(SvcError):
    """The server could not be reached (refused, reset, timed out), after any retries allowed."""


_BY_STATUS: dict[int, type[SvcError]] = {
    400: BadRequest,
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    409: Conflict,
    413: PayloadTooLarge,
    422: ValidationError,
    429: RateLimited,
    502: ServiceUnavailable,
    503: ServiceUnavailable,
    504: ServiceUnavailable,
}


def parse_retry_after(value: str | None) -> float | None:
    """A Retry-After header in seconds: delta-seconds or an HTTP date (None when absent or unusable)."""
    if value is None or value.strip() == "":
        return None
    v = value.strip()
    try:
        return max(0.0, float(v))
    except ValueError:
        pass
    from datetime import datetime
    from email.utils import parsedate_to_datetime

    try:
        when = parsedate_to_datetime(v)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


def error_from_response(response: httpx.Response) -> SvcError:
    """The exception for a non-2xx answer; reads the body (call on a read or readable response)."""
    try:
        response.read()
    except httpx.HTTPError:
        pass
    problem: dict[str, Any] = {}
    text = ""
    try:
        text = response.text
        parsed = loads(text) if text else None
        if isinstance(parsed, dict):
            problem = parsed
    except (ValueError, UnicodeDecodeError):
        pass
    status = response.status_code
    cls = _BY_STATUS.get(status, ServerError if status >= 500 else SvcError)
    code = str(problem.get("type", "")).rsplit("/", 1)[-1]
    if status == 400 and (isinstance(problem.get("violations"), list) or code == "request.invalid"):
        cls = ValidationError
    detail = problem.get("detail") if isinstance(problem.get("detail"), str) else None
    title = problem.get("title") if isinstance(problem.get("title"), str) else response.reason_phrase
    request = response.request
    where = f"{request.method} {request.url.copy_with(query=None)}"
    message = f"{status} {title}: {detail}" if detail else f"{status} {title}"
    if code:
        message += f" [{code}]"
    violations = problem.get("violations")
    if isinstance(violations, list) and violations:
        shown = "; ".join(
            f"{v.get('field') or v.get('attributeKey') or v.get('path') or '?'}: {v.get('message', '')}"
            for v in violations[:10]
            if isinstance(v, dict)
        )
        message += f" ({shown}{'; …' if len(violations) > 10 else ''})"
    if not problem and text:
        message += f": {text[:300]}"
    message += f" ({where})"
    kw: dict[str, Any] = {
        "status": status,
        "problem": problem,
        "method": request.method,
        "url": str(request.url),
    }
    if cls in (RateLimited, ServiceUnavailable):
        kw["retry_after"] = parse_retry_after(response.headers.get("retry-after"))
    return cls(message, **kw)


def storage_error(response: httpx.Response, api_request: httpx.Request) -> SvcError:
    """The exception for a non-2xx answer of the storage an API's 303 redirected ``api_request`` to.

    The message says the storage answered, not the API; a 403 is :class:`StorageForbidden`. The
    presigned URL's query (its signature) is left out of the message and of ``.url``.
    """
    e = error_from_response(response)
    where = f"{api_request.method} {api_request.url.copy_with(query=None)}"
    message = f"the storage the API redirected to (303 from {where}) refused the GET: {e}"
    cls: type[SvcError] = StorageForbidden if response.status_code == 403 else type(e)
    kw: dict[str, Any] = {
        "status": e.status,
        "problem": e.problem,
        "method": e.method,
        "url": str(response.request.url.copy_with(query=None)),
    }
    if isinstance(e, (RateLimited, ServiceUnavailable)):
        kw["retry_after"] = e.retry_after
    return cls(message, **kw)
