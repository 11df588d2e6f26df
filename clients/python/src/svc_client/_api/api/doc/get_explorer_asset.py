from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_explorer_asset_response_404 import GetExplorerAssetResponse404
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    asset: str,
    *,
    v: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["v"] = v

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/doc/assets/{asset}".format(
            asset=quote(str(asset), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | GetExplorerAssetResponse404 | Problem:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 404:
        response_404 = GetExplorerAssetResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | GetExplorerAssetResponse404 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    asset: str,
    *,
    client: AuthenticatedClient | Client,
    v: str | Unset = UNSET,
) -> Response[Any | GetExplorerAssetResponse404 | Problem]:
    """A static file of the API explorer, from a fixed allow-list (the pinned swagger-ui-dist package and
    the init script); with `?v=` naming its current content hash it may be cached for a year

    Args:
        asset (str):
        v (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetExplorerAssetResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        asset=asset,
        v=v,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    asset: str,
    *,
    client: AuthenticatedClient | Client,
    v: str | Unset = UNSET,
) -> Any | GetExplorerAssetResponse404 | Problem | None:
    """A static file of the API explorer, from a fixed allow-list (the pinned swagger-ui-dist package and
    the init script); with `?v=` naming its current content hash it may be cached for a year

    Args:
        asset (str):
        v (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetExplorerAssetResponse404 | Problem
    """

    return sync_detailed(
        asset=asset,
        client=client,
        v=v,
    ).parsed


async def asyncio_detailed(
    asset: str,
    *,
    client: AuthenticatedClient | Client,
    v: str | Unset = UNSET,
) -> Response[Any | GetExplorerAssetResponse404 | Problem]:
    """A static file of the API explorer, from a fixed allow-list (the pinned swagger-ui-dist package and
    the init script); with `?v=` naming its current content hash it may be cached for a year

    Args:
        asset (str):
        v (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetExplorerAssetResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        asset=asset,
        v=v,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    asset: str,
    *,
    client: AuthenticatedClient | Client,
    v: str | Unset = UNSET,
) -> Any | GetExplorerAssetResponse404 | Problem | None:
    """A static file of the API explorer, from a fixed allow-list (the pinned swagger-ui-dist package and
    the init script); with `?v=` naming its current content hash it may be cached for a year

    Args:
        asset (str):
        v (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetExplorerAssetResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            asset=asset,
            client=client,
            v=v,
        )
    ).parsed
