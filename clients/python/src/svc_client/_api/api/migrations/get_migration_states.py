from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_migration_states_response_200_item import (
    GetMigrationStatesResponse200Item,
)
from ...models.get_migration_states_response_401 import GetMigrationStatesResponse401
from ...models.get_migration_states_response_403 import GetMigrationStatesResponse403
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/temp/migrations/state",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetMigrationStatesResponse401
    | GetMigrationStatesResponse403
    | Problem
    | list[GetMigrationStatesResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetMigrationStatesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 401:
        response_401 = GetMigrationStatesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetMigrationStatesResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetMigrationStatesResponse401
    | GetMigrationStatesResponse403
    | Problem
    | list[GetMigrationStatesResponse200Item]
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
    Any
    | GetMigrationStatesResponse401
    | GetMigrationStatesResponse403
    | Problem
    | list[GetMigrationStatesResponse200Item]
]:
    """Per-container data migration: one row per file container a migration run touched

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetMigrationStatesResponse401 | GetMigrationStatesResponse403 | Problem | list[GetMigrationStatesResponse200Item]]
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
    Any
    | GetMigrationStatesResponse401
    | GetMigrationStatesResponse403
    | Problem
    | list[GetMigrationStatesResponse200Item]
    | None
):
    """Per-container data migration: one row per file container a migration run touched

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetMigrationStatesResponse401 | GetMigrationStatesResponse403 | Problem | list[GetMigrationStatesResponse200Item]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetMigrationStatesResponse401
    | GetMigrationStatesResponse403
    | Problem
    | list[GetMigrationStatesResponse200Item]
]:
    """Per-container data migration: one row per file container a migration run touched

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetMigrationStatesResponse401 | GetMigrationStatesResponse403 | Problem | list[GetMigrationStatesResponse200Item]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetMigrationStatesResponse401
    | GetMigrationStatesResponse403
    | Problem
    | list[GetMigrationStatesResponse200Item]
    | None
):
    """Per-container data migration: one row per file container a migration run touched

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetMigrationStatesResponse401 | GetMigrationStatesResponse403 | Problem | list[GetMigrationStatesResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
