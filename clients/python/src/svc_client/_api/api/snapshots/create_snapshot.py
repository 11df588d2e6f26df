from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_snapshot_response_201 import CreateSnapshotResponse201
from ...models.create_snapshot_response_202 import CreateSnapshotResponse202
from ...models.create_snapshot_response_401 import CreateSnapshotResponse401
from ...models.create_snapshot_response_403 import CreateSnapshotResponse403
from ...models.create_snapshot_response_404 import CreateSnapshotResponse404
from ...models.create_snapshot_response_503 import CreateSnapshotResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/collections/{app_id}/snapshots".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateSnapshotResponse201
    | CreateSnapshotResponse202
    | CreateSnapshotResponse401
    | CreateSnapshotResponse403
    | CreateSnapshotResponse404
    | CreateSnapshotResponse503
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateSnapshotResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 202:
        response_202 = CreateSnapshotResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = CreateSnapshotResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateSnapshotResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateSnapshotResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = CreateSnapshotResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateSnapshotResponse201
    | CreateSnapshotResponse202
    | CreateSnapshotResponse401
    | CreateSnapshotResponse403
    | CreateSnapshotResponse404
    | CreateSnapshotResponse503
    | Problem
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
    CreateSnapshotResponse201
    | CreateSnapshotResponse202
    | CreateSnapshotResponse401
    | CreateSnapshotResponse403
    | CreateSnapshotResponse404
    | CreateSnapshotResponse503
    | Problem
]:
    """Snapshots a Collection (Write on it): {entityAppId, revision} of the Collection, its DataObjects and
    their references and lab journal entries. A Collection with fewer DataObjects than
    svc.snapshots.step-size is recorded in the request (201, COMPLETE); a larger one answers 202 and a
    background worker completes it: poll GET /v2/snapshots/{appId} (Location).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSnapshotResponse201 | CreateSnapshotResponse202 | CreateSnapshotResponse401 | CreateSnapshotResponse403 | CreateSnapshotResponse404 | CreateSnapshotResponse503 | Problem]
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
    CreateSnapshotResponse201
    | CreateSnapshotResponse202
    | CreateSnapshotResponse401
    | CreateSnapshotResponse403
    | CreateSnapshotResponse404
    | CreateSnapshotResponse503
    | Problem
    | None
):
    """Snapshots a Collection (Write on it): {entityAppId, revision} of the Collection, its DataObjects and
    their references and lab journal entries. A Collection with fewer DataObjects than
    svc.snapshots.step-size is recorded in the request (201, COMPLETE); a larger one answers 202 and a
    background worker completes it: poll GET /v2/snapshots/{appId} (Location).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSnapshotResponse201 | CreateSnapshotResponse202 | CreateSnapshotResponse401 | CreateSnapshotResponse403 | CreateSnapshotResponse404 | CreateSnapshotResponse503 | Problem
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
    CreateSnapshotResponse201
    | CreateSnapshotResponse202
    | CreateSnapshotResponse401
    | CreateSnapshotResponse403
    | CreateSnapshotResponse404
    | CreateSnapshotResponse503
    | Problem
]:
    """Snapshots a Collection (Write on it): {entityAppId, revision} of the Collection, its DataObjects and
    their references and lab journal entries. A Collection with fewer DataObjects than
    svc.snapshots.step-size is recorded in the request (201, COMPLETE); a larger one answers 202 and a
    background worker completes it: poll GET /v2/snapshots/{appId} (Location).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSnapshotResponse201 | CreateSnapshotResponse202 | CreateSnapshotResponse401 | CreateSnapshotResponse403 | CreateSnapshotResponse404 | CreateSnapshotResponse503 | Problem]
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
    CreateSnapshotResponse201
    | CreateSnapshotResponse202
    | CreateSnapshotResponse401
    | CreateSnapshotResponse403
    | CreateSnapshotResponse404
    | CreateSnapshotResponse503
    | Problem
    | None
):
    """Snapshots a Collection (Write on it): {entityAppId, revision} of the Collection, its DataObjects and
    their references and lab journal entries. A Collection with fewer DataObjects than
    svc.snapshots.step-size is recorded in the request (201, COMPLETE); a larger one answers 202 and a
    background worker completes it: poll GET /v2/snapshots/{appId} (Location).

    Args:
        app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSnapshotResponse201 | CreateSnapshotResponse202 | CreateSnapshotResponse401 | CreateSnapshotResponse403 | CreateSnapshotResponse404 | CreateSnapshotResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
        )
    ).parsed
