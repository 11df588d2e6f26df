"""svc-client: svc from Python (notebooks, scripts), both API shelves.

>>> import svc_client
>>> svc = svc_client.connect()          # arguments, then SVC_URL/SVC_API_KEY/SVC_TOKEN, then ~/.svc/client.toml
>>> for c in svc.collections(): ...

The generated layer (every operation of the OpenAPI document) is ``svc_client._api``, used through
``svc.api``; the hand-written layer is :class:`Svc`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import httpx

from .client import __version__
from .config import ConfigError, TokenProvider
from .errors import (
    BadRequest,
    Conflict,
    ConnectionFailed,
    Forbidden,
    NotFound,
    PayloadTooLarge,
    RateLimited,
    ServerError,
    ServiceUnavailable,
    StorageForbidden,
    SvcError,
    Unauthorized,
    ValidationError,
)
from .hdf import HdfContainer
from .models import Channel, Collection, Container, DataObject, FileRecord, Reference
from .pages import LimitExceeded, Pages
from .publishing import Publication
from .svc import Svc
from .transport import RetryPolicy

__all__ = [
    "BadRequest",
    "Channel",
    "Collection",
    "ConfigError",
    "Conflict",
    "ConnectionFailed",
    "Container",
    "DataObject",
    "FileRecord",
    "Forbidden",
    "HdfContainer",
    "LimitExceeded",
    "NotFound",
    "Pages",
    "PayloadTooLarge",
    "Publication",
    "RateLimited",
    "Reference",
    "RetryPolicy",
    "ServerError",
    "ServiceUnavailable",
    "StorageForbidden",
    "Svc",
    "SvcError",
    "Unauthorized",
    "ValidationError",
    "__version__",
    "connect",
]


def connect(
    url: str | None = None,
    *,
    api_key: str | None = None,
    token: str | None = None,
    token_provider: TokenProvider | None = None,
    profile: str | None = None,
    config_file: str | os.PathLike[str] | None = None,
    timeout: float = 30.0,
    retry: RetryPolicy | None = None,
    progress: bool | None = None,
    transport: httpx.BaseTransport | None = None,
    env: Mapping[str, str] | None = None,
) -> Svc:
    """Connects to svc. Each value comes from the arguments, else the environment (``SVC_URL``,
    ``SVC_API_KEY`` or ``SVC_TOKEN``), else the profile (``profile=``, ``SVC_PROFILE`` or ``default``)
    of ``~/.svc/client.toml``, else ``http://localhost:8080`` without credentials.

    ``token_provider`` is a callable answering a bearer token; it is asked before each request and
    again after a 401, so an OIDC refresh keeps a long session alive. ``timeout`` (seconds) bounds
    every call; transfers of file bytes use their own longer read timeout.
    """
    from .config import resolve

    resolved = resolve(
        url=url,
        api_key=api_key,
        token=token,
        token_provider=token_provider,
        profile=profile,
        config_file=config_file,
        env=env,
    )
    return Svc(resolved, timeout=timeout, retry=retry, transport=transport, progress=progress)
