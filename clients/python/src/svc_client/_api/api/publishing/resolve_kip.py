from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.resolve_kip_response_200 import ResolveKipResponse200
from ...models.resolve_kip_response_404 import ResolveKipResponse404
from ...models.resolve_kip_response_410 import ResolveKipResponse410
from ...types import Response


def _get_kwargs(
    pid_suffix: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/.well-known/kip/{pid_suffix}".format(
            pid_suffix=quote(str(pid_suffix), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Problem
    | ResolveKipResponse200
    | ResolveKipResponse404
    | ResolveKipResponse410
):
    if response.status_code == 200:
        response_200 = ResolveKipResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 404:
        response_404 = ResolveKipResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 410:
        response_410 = ResolveKipResponse410.from_dict(response.json())

        return response_410

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Problem
    | ResolveKipResponse200
    | ResolveKipResponse404
    | ResolveKipResponse410
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    pid_suffix: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    Any
    | Problem
    | ResolveKipResponse200
    | ResolveKipResponse404
    | ResolveKipResponse410
]:
    """The public JSON-LD record (kernel information) of a PID by its suffix; ETag, Cache-Control and 304
    on If-None-Match.

    Args:
        pid_suffix (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | ResolveKipResponse200 | ResolveKipResponse404 | ResolveKipResponse410]
    """

    kwargs = _get_kwargs(
        pid_suffix=pid_suffix,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    pid_suffix: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    Any
    | Problem
    | ResolveKipResponse200
    | ResolveKipResponse404
    | ResolveKipResponse410
    | None
):
    """The public JSON-LD record (kernel information) of a PID by its suffix; ETag, Cache-Control and 304
    on If-None-Match.

    Args:
        pid_suffix (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | ResolveKipResponse200 | ResolveKipResponse404 | ResolveKipResponse410
    """

    return sync_detailed(
        pid_suffix=pid_suffix,
        client=client,
    ).parsed


async def asyncio_detailed(
    pid_suffix: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    Any
    | Problem
    | ResolveKipResponse200
    | ResolveKipResponse404
    | ResolveKipResponse410
]:
    """The public JSON-LD record (kernel information) of a PID by its suffix; ETag, Cache-Control and 304
    on If-None-Match.

    Args:
        pid_suffix (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | ResolveKipResponse200 | ResolveKipResponse404 | ResolveKipResponse410]
    """

    kwargs = _get_kwargs(
        pid_suffix=pid_suffix,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    pid_suffix: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    Any
    | Problem
    | ResolveKipResponse200
    | ResolveKipResponse404
    | ResolveKipResponse410
    | None
):
    """The public JSON-LD record (kernel information) of a PID by its suffix; ETag, Cache-Control and 304
    on If-None-Match.

    Args:
        pid_suffix (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | ResolveKipResponse200 | ResolveKipResponse404 | ResolveKipResponse410
    """

    return (
        await asyncio_detailed(
            pid_suffix=pid_suffix,
            client=client,
        )
    ).parsed
