from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_plugins_response_200 import ListPluginsResponse200
from ...models.list_plugins_response_401 import ListPluginsResponse401
from ...models.list_plugins_response_403 import ListPluginsResponse403
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/admin/plugins",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListPluginsResponse200 | ListPluginsResponse401 | ListPluginsResponse403 | Problem:
    if response.status_code == 200:
        response_200 = ListPluginsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListPluginsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListPluginsResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListPluginsResponse200 | ListPluginsResponse401 | ListPluginsResponse403 | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    ListPluginsResponse200 | ListPluginsResponse401 | ListPluginsResponse403 | Problem
]:
    """Every discovered plugin in registry insertion order, DISABLED and FAILED rows included

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListPluginsResponse200 | ListPluginsResponse401 | ListPluginsResponse403 | Problem]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    ListPluginsResponse200
    | ListPluginsResponse401
    | ListPluginsResponse403
    | Problem
    | None
):
    """Every discovered plugin in registry insertion order, DISABLED and FAILED rows included

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListPluginsResponse200 | ListPluginsResponse401 | ListPluginsResponse403 | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    ListPluginsResponse200 | ListPluginsResponse401 | ListPluginsResponse403 | Problem
]:
    """Every discovered plugin in registry insertion order, DISABLED and FAILED rows included

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListPluginsResponse200 | ListPluginsResponse401 | ListPluginsResponse403 | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    ListPluginsResponse200
    | ListPluginsResponse401
    | ListPluginsResponse403
    | Problem
    | None
):
    """Every discovered plugin in registry insertion order, DISABLED and FAILED rows included

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListPluginsResponse200 | ListPluginsResponse401 | ListPluginsResponse403 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
