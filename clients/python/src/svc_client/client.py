"""The connection: one httpx client (credentials, timeouts, retries) shared by both layers."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, Self

import httpx

from . import _json
from ._api.client import AuthenticatedClient as GeneratedClient
from .config import Resolved, TokenProvider, resolve
from .errors import ConnectionFailed, SvcError, error_from_response, storage_error
from .transport import (
    IDEMPOTENT_EXTENSION,
    NO_RETRY_EXTENSION,
    RetryPolicy,
    RetryTransport,
    SvcAuth,
    default_timeout,
)

__version__ = "0.1.0"

Params = Mapping[str, Any] | None


class Connection:
    """Low-level access: ``request()`` for any route, ``api`` for the generated layer."""

    def __init__(
        self,
        resolved: Resolved,
        *,
        timeout: float = 30.0,
        retry: RetryPolicy | None = None,
        transport: httpx.BaseTransport | None = None,
        progress: bool | None = None,
    ) -> None:
        self.config = resolved
        self.url = resolved.url
        self.retry = retry or RetryPolicy()
        self.timeout = timeout
        #: None: a bar on a terminal or in a notebook only; True/False: always/never.
        self.progress = progress
        self._base_transport = transport or httpx.HTTPTransport()
        self.http = httpx.Client(
            base_url=self.url,
            auth=SvcAuth(resolved.credentials),
            timeout=default_timeout(timeout),
            transport=RetryTransport(self._base_transport, self.retry),
            headers={"User-Agent": f"svc-client-python/{__version__}"},
        )
        # Bytes to and from presigned URLs: no credentials, same retries and timeouts.
        self.raw_http = httpx.Client(
            timeout=default_timeout(timeout),
            transport=RetryTransport(self._base_transport, self.retry),
            headers={"User-Agent": f"svc-client-python/{__version__}"},
        )
        self._api: GeneratedClient | None = None

    @property
    def api(self) -> GeneratedClient:
        """The generated layer's client, on this connection's httpx client (same auth, retries, timeouts).

        Every operation of the OpenAPI document is a module of ``svc_client._api.api``, e.g.
        ``from svc_client._api.api.collection import get_collection; get_collection.sync(client=svc.api, collection_id="1")``.

        It does not follow a 303 (an answer too large for one response, e.g. a long timeseries read, a
        large structured-data payload, a legacy list or search of every match): ``sync_detailed`` then answers the 303 itself, and the body is
        at ``headers["location"]``, a presigned URL to fetch without this connection's credentials
        (``svc.raw_http.get(location)``). The hand-written layer follows it so.
        """
        if self._api is None:
            # An AuthenticatedClient, since the generated functions of authenticated routes are typed
            # for one; its own token is unused: our httpx client (and its auth) replaces its client.
            self._api = GeneratedClient(base_url=self.url, token="").set_httpx_client(self.http)
        return self._api

    def send(self, request: httpx.Request, *, stream: bool = False) -> httpx.Response:
        """Sends a built request; a non-2xx answer raises the matching :class:`SvcError`."""
        try:
            response = self.http.send(request, stream=stream)
            if response.status_code == 303:
                # An answer larger than one response carries (a long timeseries read or export, a
                # legacy list or search of every match): the same body from a presigned GET, fetched
                # without this connection's credentials. After a POST too: a 303 means "GET this".
                response.close()
                location = response.headers.get("location")
                if not location:
                    where = f"{request.method} {request.url.copy_with(query=None)}"
                    raise SvcError(
                        f"303 See Other without a Location header: the API named no place to fetch "
                        f"the answer from ({where})",
                        status=303,
                        method=request.method,
                        url=str(request.url),
                    )
                api_request = request
                request = self.raw_http.build_request(
                    "GET", request.url.join(location), extensions=request.extensions
                )
                response = self.raw_http.send(request, stream=stream)
                if response.status_code >= 400:
                    raise storage_error(response, api_request)
        except httpx.TransportError as e:
            raise ConnectionFailed(f"{request.method} {request.url}: {type(e).__name__}: {e}") from e
        if response.status_code >= 400:
            raise error_from_response(response)
        return response

    def request(
        self,
        method: str,
        path: str,
        *,
        params: Params = None,
        json: Any = None,
        content: bytes | None = None,
        files: Any = None,
        headers: Mapping[str, str] | None = None,
        idempotent: bool = False,
        retry: bool = True,
        timeout: httpx.Timeout | float | None = None,
        stream: bool = False,
    ) -> httpx.Response:
        """One call to the API. ``idempotent=True`` lets a POST be retried (only where the API makes it so)."""
        h = dict(headers or {})
        body = content
        if json is not None:
            body = _json.dumps(json)
            h.setdefault("Content-Type", "application/json")
        extensions: dict[str, Any] = {}
        if idempotent:
            extensions[IDEMPOTENT_EXTENSION] = True
        if not retry:
            extensions[NO_RETRY_EXTENSION] = True
        if timeout is not None:
            t = timeout if isinstance(timeout, httpx.Timeout) else default_timeout(timeout)
            extensions["timeout"] = t.as_dict()
        request = self.http.build_request(
            method,
            path,
            params={k: v for k, v in (params or {}).items() if v is not None},
            content=body,
            files=files,
            headers=h,
            extensions=extensions,
        )
        return self.send(request, stream=stream)

    def get_json(self, path: str, params: Params = None) -> Any:
        """GET a path, the answer parsed with exact ints (retried: idempotent)."""
        return _json.loads(self.request("GET", path, params=params).content)

    def post_json(self, path: str, body: Any, *, params: Params = None, idempotent: bool = False) -> Any:
        """POST a JSON body; sent once unless ``idempotent=True`` (only where the API makes it so)."""
        r = self.request("POST", path, json=body, params=params, idempotent=idempotent)
        return _json.loads(r.content) if r.content else None

    def put_json(self, path: str, body: Any) -> Any:
        """PUT a JSON body (retried: idempotent)."""
        r = self.request("PUT", path, json=body)
        return _json.loads(r.content) if r.content else None

    def delete(self, path: str) -> None:
        """DELETE a path (retried: idempotent); a non-2xx answer raises."""
        self.request("DELETE", path)

    def close(self) -> None:
        """Closes the connection pools."""
        self.http.close()
        self.raw_http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def resolve_config(
    url: str | None = None,
    *,
    api_key: str | None = None,
    token: str | None = None,
    token_provider: TokenProvider | None = None,
    profile: str | None = None,
    config_file: str | os.PathLike[str] | None = None,
    env: Mapping[str, str] | None = None,
) -> Resolved:
    return resolve(
        url=url,
        api_key=api_key,
        token=token,
        token_provider=token_provider,
        profile=profile,
        config_file=config_file,
        env=env,
    )
