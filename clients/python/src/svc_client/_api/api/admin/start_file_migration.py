from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.start_file_migration_body import StartFileMigrationBody
from ...models.start_file_migration_response_202 import StartFileMigrationResponse202
from ...models.start_file_migration_response_400 import StartFileMigrationResponse400
from ...models.start_file_migration_response_401 import StartFileMigrationResponse401
from ...models.start_file_migration_response_403 import StartFileMigrationResponse403
from ...models.start_file_migration_response_409 import StartFileMigrationResponse409
from ...models.start_file_migration_response_503 import StartFileMigrationResponse503
from ...types import Response


def _get_kwargs(
    *,
    body: StartFileMigrationBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/admin/files/migrate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | StartFileMigrationResponse202
    | StartFileMigrationResponse400
    | StartFileMigrationResponse401
    | StartFileMigrationResponse403
    | StartFileMigrationResponse409
    | StartFileMigrationResponse503
):
    if response.status_code == 202:
        response_202 = StartFileMigrationResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = StartFileMigrationResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = StartFileMigrationResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = StartFileMigrationResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = StartFileMigrationResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 503:
        response_503 = StartFileMigrationResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | StartFileMigrationResponse202
    | StartFileMigrationResponse400
    | StartFileMigrationResponse401
    | StartFileMigrationResponse403
    | StartFileMigrationResponse409
    | StartFileMigrationResponse503
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
    body: StartFileMigrationBody,
) -> Response[
    Problem
    | StartFileMigrationResponse202
    | StartFileMigrationResponse400
    | StartFileMigrationResponse401
    | StartFileMigrationResponse403
    | StartFileMigrationResponse409
    | StartFileMigrationResponse503
]:
    """Start a background run copying every file held by the source adapter to the target (one run at a
    time; OIDs preserved). 400 when the source equals the target, or either is unknown or `none`.

    Args:
        body (StartFileMigrationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StartFileMigrationResponse202 | StartFileMigrationResponse400 | StartFileMigrationResponse401 | StartFileMigrationResponse403 | StartFileMigrationResponse409 | StartFileMigrationResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: StartFileMigrationBody,
) -> (
    Problem
    | StartFileMigrationResponse202
    | StartFileMigrationResponse400
    | StartFileMigrationResponse401
    | StartFileMigrationResponse403
    | StartFileMigrationResponse409
    | StartFileMigrationResponse503
    | None
):
    """Start a background run copying every file held by the source adapter to the target (one run at a
    time; OIDs preserved). 400 when the source equals the target, or either is unknown or `none`.

    Args:
        body (StartFileMigrationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StartFileMigrationResponse202 | StartFileMigrationResponse400 | StartFileMigrationResponse401 | StartFileMigrationResponse403 | StartFileMigrationResponse409 | StartFileMigrationResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: StartFileMigrationBody,
) -> Response[
    Problem
    | StartFileMigrationResponse202
    | StartFileMigrationResponse400
    | StartFileMigrationResponse401
    | StartFileMigrationResponse403
    | StartFileMigrationResponse409
    | StartFileMigrationResponse503
]:
    """Start a background run copying every file held by the source adapter to the target (one run at a
    time; OIDs preserved). 400 when the source equals the target, or either is unknown or `none`.

    Args:
        body (StartFileMigrationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StartFileMigrationResponse202 | StartFileMigrationResponse400 | StartFileMigrationResponse401 | StartFileMigrationResponse403 | StartFileMigrationResponse409 | StartFileMigrationResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: StartFileMigrationBody,
) -> (
    Problem
    | StartFileMigrationResponse202
    | StartFileMigrationResponse400
    | StartFileMigrationResponse401
    | StartFileMigrationResponse403
    | StartFileMigrationResponse409
    | StartFileMigrationResponse503
    | None
):
    """Start a background run copying every file held by the source adapter to the target (one run at a
    time; OIDs preserved). 400 when the source equals the target, or either is unknown or `none`.

    Args:
        body (StartFileMigrationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StartFileMigrationResponse202 | StartFileMigrationResponse400 | StartFileMigrationResponse401 | StartFileMigrationResponse403 | StartFileMigrationResponse409 | StartFileMigrationResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
