from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.rollback_file_migration_response_200 import (
    RollbackFileMigrationResponse200,
)
from ...models.rollback_file_migration_response_401 import (
    RollbackFileMigrationResponse401,
)
from ...models.rollback_file_migration_response_403 import (
    RollbackFileMigrationResponse403,
)
from ...models.rollback_file_migration_response_404 import (
    RollbackFileMigrationResponse404,
)
from ...models.rollback_file_migration_response_409 import (
    RollbackFileMigrationResponse409,
)
from ...models.rollback_file_migration_response_503 import (
    RollbackFileMigrationResponse503,
)
from ...types import Response


def _get_kwargs(
    app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/admin/files/migrate/rollback/{app_id}".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | RollbackFileMigrationResponse200
    | RollbackFileMigrationResponse401
    | RollbackFileMigrationResponse403
    | RollbackFileMigrationResponse404
    | RollbackFileMigrationResponse409
    | RollbackFileMigrationResponse503
):
    if response.status_code == 200:
        response_200 = RollbackFileMigrationResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = RollbackFileMigrationResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RollbackFileMigrationResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RollbackFileMigrationResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RollbackFileMigrationResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 503:
        response_503 = RollbackFileMigrationResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | RollbackFileMigrationResponse200
    | RollbackFileMigrationResponse401
    | RollbackFileMigrationResponse403
    | RollbackFileMigrationResponse404
    | RollbackFileMigrationResponse409
    | RollbackFileMigrationResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Problem
    | RollbackFileMigrationResponse200
    | RollbackFileMigrationResponse401
    | RollbackFileMigrationResponse403
    | RollbackFileMigrationResponse404
    | RollbackFileMigrationResponse409
    | RollbackFileMigrationResponse503
]:
    """Move one migrated file back to its previous adapter and clear its migration bookkeeping (dbfs mints
    a fresh object id; the current bytes stay, orphaned)

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RollbackFileMigrationResponse200 | RollbackFileMigrationResponse401 | RollbackFileMigrationResponse403 | RollbackFileMigrationResponse404 | RollbackFileMigrationResponse409 | RollbackFileMigrationResponse503]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | RollbackFileMigrationResponse200
    | RollbackFileMigrationResponse401
    | RollbackFileMigrationResponse403
    | RollbackFileMigrationResponse404
    | RollbackFileMigrationResponse409
    | RollbackFileMigrationResponse503
    | None
):
    """Move one migrated file back to its previous adapter and clear its migration bookkeeping (dbfs mints
    a fresh object id; the current bytes stay, orphaned)

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RollbackFileMigrationResponse200 | RollbackFileMigrationResponse401 | RollbackFileMigrationResponse403 | RollbackFileMigrationResponse404 | RollbackFileMigrationResponse409 | RollbackFileMigrationResponse503
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Problem
    | RollbackFileMigrationResponse200
    | RollbackFileMigrationResponse401
    | RollbackFileMigrationResponse403
    | RollbackFileMigrationResponse404
    | RollbackFileMigrationResponse409
    | RollbackFileMigrationResponse503
]:
    """Move one migrated file back to its previous adapter and clear its migration bookkeeping (dbfs mints
    a fresh object id; the current bytes stay, orphaned)

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RollbackFileMigrationResponse200 | RollbackFileMigrationResponse401 | RollbackFileMigrationResponse403 | RollbackFileMigrationResponse404 | RollbackFileMigrationResponse409 | RollbackFileMigrationResponse503]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | RollbackFileMigrationResponse200
    | RollbackFileMigrationResponse401
    | RollbackFileMigrationResponse403
    | RollbackFileMigrationResponse404
    | RollbackFileMigrationResponse409
    | RollbackFileMigrationResponse503
    | None
):
    """Move one migrated file back to its previous adapter and clear its migration bookkeeping (dbfs mints
    a fresh object id; the current bytes stay, orphaned)

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RollbackFileMigrationResponse200 | RollbackFileMigrationResponse401 | RollbackFileMigrationResponse403 | RollbackFileMigrationResponse404 | RollbackFileMigrationResponse409 | RollbackFileMigrationResponse503
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
        )
    ).parsed
