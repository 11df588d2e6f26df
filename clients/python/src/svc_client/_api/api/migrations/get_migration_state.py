from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_migration_state_response_200 import GetMigrationStateResponse200
from ...models.get_migration_state_response_400 import GetMigrationStateResponse400
from ...models.get_migration_state_response_401 import GetMigrationStateResponse401
from ...models.get_migration_state_response_403 import GetMigrationStateResponse403
from ...models.get_migration_state_response_404 import GetMigrationStateResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/temp/migrations/{container_id}".format(
            container_id=quote(str(container_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetMigrationStateResponse200
    | GetMigrationStateResponse400
    | GetMigrationStateResponse401
    | GetMigrationStateResponse403
    | GetMigrationStateResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetMigrationStateResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetMigrationStateResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetMigrationStateResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetMigrationStateResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetMigrationStateResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetMigrationStateResponse200
    | GetMigrationStateResponse400
    | GetMigrationStateResponse401
    | GetMigrationStateResponse403
    | GetMigrationStateResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetMigrationStateResponse200
    | GetMigrationStateResponse400
    | GetMigrationStateResponse401
    | GetMigrationStateResponse403
    | GetMigrationStateResponse404
    | Problem
]:
    """Per-container data migration: the row of one file container

    Args:
        container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetMigrationStateResponse200 | GetMigrationStateResponse400 | GetMigrationStateResponse401 | GetMigrationStateResponse403 | GetMigrationStateResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        container_id=container_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetMigrationStateResponse200
    | GetMigrationStateResponse400
    | GetMigrationStateResponse401
    | GetMigrationStateResponse403
    | GetMigrationStateResponse404
    | Problem
    | None
):
    """Per-container data migration: the row of one file container

    Args:
        container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetMigrationStateResponse200 | GetMigrationStateResponse400 | GetMigrationStateResponse401 | GetMigrationStateResponse403 | GetMigrationStateResponse404 | Problem
    """

    return sync_detailed(
        container_id=container_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetMigrationStateResponse200
    | GetMigrationStateResponse400
    | GetMigrationStateResponse401
    | GetMigrationStateResponse403
    | GetMigrationStateResponse404
    | Problem
]:
    """Per-container data migration: the row of one file container

    Args:
        container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetMigrationStateResponse200 | GetMigrationStateResponse400 | GetMigrationStateResponse401 | GetMigrationStateResponse403 | GetMigrationStateResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        container_id=container_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetMigrationStateResponse200
    | GetMigrationStateResponse400
    | GetMigrationStateResponse401
    | GetMigrationStateResponse403
    | GetMigrationStateResponse404
    | Problem
    | None
):
    """Per-container data migration: the row of one file container

    Args:
        container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetMigrationStateResponse200 | GetMigrationStateResponse400 | GetMigrationStateResponse401 | GetMigrationStateResponse403 | GetMigrationStateResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            container_id=container_id,
            client=client,
        )
    ).parsed
