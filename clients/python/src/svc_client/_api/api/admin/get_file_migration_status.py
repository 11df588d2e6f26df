from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_file_migration_status_response_200 import (
    GetFileMigrationStatusResponse200,
)
from ...models.get_file_migration_status_response_401 import (
    GetFileMigrationStatusResponse401,
)
from ...models.get_file_migration_status_response_403 import (
    GetFileMigrationStatusResponse403,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/admin/files/migrate/status",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetFileMigrationStatusResponse200
    | GetFileMigrationStatusResponse401
    | GetFileMigrationStatusResponse403
    | Problem
):
    if response.status_code == 200:
        response_200 = GetFileMigrationStatusResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetFileMigrationStatusResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetFileMigrationStatusResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetFileMigrationStatusResponse200
    | GetFileMigrationStatusResponse401
    | GetFileMigrationStatusResponse403
    | Problem
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
    GetFileMigrationStatusResponse200
    | GetFileMigrationStatusResponse401
    | GetFileMigrationStatusResponse403
    | Problem
]:
    """State of the current or last migration run: IDLE (never ran), RUNNING, DONE or FAILED, with its
    counters

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetFileMigrationStatusResponse200 | GetFileMigrationStatusResponse401 | GetFileMigrationStatusResponse403 | Problem]
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
    GetFileMigrationStatusResponse200
    | GetFileMigrationStatusResponse401
    | GetFileMigrationStatusResponse403
    | Problem
    | None
):
    """State of the current or last migration run: IDLE (never ran), RUNNING, DONE or FAILED, with its
    counters

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetFileMigrationStatusResponse200 | GetFileMigrationStatusResponse401 | GetFileMigrationStatusResponse403 | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    GetFileMigrationStatusResponse200
    | GetFileMigrationStatusResponse401
    | GetFileMigrationStatusResponse403
    | Problem
]:
    """State of the current or last migration run: IDLE (never ran), RUNNING, DONE or FAILED, with its
    counters

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetFileMigrationStatusResponse200 | GetFileMigrationStatusResponse401 | GetFileMigrationStatusResponse403 | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    GetFileMigrationStatusResponse200
    | GetFileMigrationStatusResponse401
    | GetFileMigrationStatusResponse403
    | Problem
    | None
):
    """State of the current or last migration run: IDLE (never ran), RUNNING, DONE or FAILED, with its
    counters

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetFileMigrationStatusResponse200 | GetFileMigrationStatusResponse401 | GetFileMigrationStatusResponse403 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
