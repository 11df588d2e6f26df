from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.dispatch_plugin_route_get_response_401 import (
    DispatchPluginRouteGetResponse401,
)
from ...models.dispatch_plugin_route_get_response_403 import (
    DispatchPluginRouteGetResponse403,
)
from ...models.dispatch_plugin_route_get_response_404 import (
    DispatchPluginRouteGetResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    proxy: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/ext/{proxy}".format(
            proxy=quote(str(proxy), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DispatchPluginRouteGetResponse401
    | DispatchPluginRouteGetResponse403
    | DispatchPluginRouteGetResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 401:
        response_401 = DispatchPluginRouteGetResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DispatchPluginRouteGetResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DispatchPluginRouteGetResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DispatchPluginRouteGetResponse401
    | DispatchPluginRouteGetResponse403
    | DispatchPluginRouteGetResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    proxy: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DispatchPluginRouteGetResponse401
    | DispatchPluginRouteGetResponse403
    | DispatchPluginRouteGetResponse404
    | Problem
]:
    """Routes contributed by plugins, each under /v2/ext/<plugin-id>/; a disabled plugin's routes answer
    404. Each route declares its own auth level, so the gateway lets an anonymous call through: on a
    path no enabled plugin serves, it answers 404 (not 401), and a served route that needs credentials
    answers 401.

    Args:
        proxy (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DispatchPluginRouteGetResponse401 | DispatchPluginRouteGetResponse403 | DispatchPluginRouteGetResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        proxy=proxy,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    proxy: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DispatchPluginRouteGetResponse401
    | DispatchPluginRouteGetResponse403
    | DispatchPluginRouteGetResponse404
    | Problem
    | None
):
    """Routes contributed by plugins, each under /v2/ext/<plugin-id>/; a disabled plugin's routes answer
    404. Each route declares its own auth level, so the gateway lets an anonymous call through: on a
    path no enabled plugin serves, it answers 404 (not 401), and a served route that needs credentials
    answers 401.

    Args:
        proxy (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DispatchPluginRouteGetResponse401 | DispatchPluginRouteGetResponse403 | DispatchPluginRouteGetResponse404 | Problem
    """

    return sync_detailed(
        proxy=proxy,
        client=client,
    ).parsed


async def asyncio_detailed(
    proxy: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DispatchPluginRouteGetResponse401
    | DispatchPluginRouteGetResponse403
    | DispatchPluginRouteGetResponse404
    | Problem
]:
    """Routes contributed by plugins, each under /v2/ext/<plugin-id>/; a disabled plugin's routes answer
    404. Each route declares its own auth level, so the gateway lets an anonymous call through: on a
    path no enabled plugin serves, it answers 404 (not 401), and a served route that needs credentials
    answers 401.

    Args:
        proxy (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DispatchPluginRouteGetResponse401 | DispatchPluginRouteGetResponse403 | DispatchPluginRouteGetResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        proxy=proxy,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    proxy: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DispatchPluginRouteGetResponse401
    | DispatchPluginRouteGetResponse403
    | DispatchPluginRouteGetResponse404
    | Problem
    | None
):
    """Routes contributed by plugins, each under /v2/ext/<plugin-id>/; a disabled plugin's routes answer
    404. Each route declares its own auth level, so the gateway lets an anonymous call through: on a
    path no enabled plugin serves, it answers 404 (not 401), and a served route that needs credentials
    answers 401.

    Args:
        proxy (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DispatchPluginRouteGetResponse401 | DispatchPluginRouteGetResponse403 | DispatchPluginRouteGetResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            proxy=proxy,
            client=client,
        )
    ).parsed
