from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_snapshot_response_200 import GetSnapshotResponse200
from ...models.get_snapshot_response_401 import GetSnapshotResponse401
from ...models.get_snapshot_response_403 import GetSnapshotResponse403
from ...models.get_snapshot_response_404 import GetSnapshotResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    a_app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/snapshots/{a_app_id}".format(
            a_app_id=quote(str(a_app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetSnapshotResponse200
    | GetSnapshotResponse401
    | GetSnapshotResponse403
    | GetSnapshotResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetSnapshotResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetSnapshotResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetSnapshotResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetSnapshotResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetSnapshotResponse200
    | GetSnapshotResponse401
    | GetSnapshotResponse403
    | GetSnapshotResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    a_app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetSnapshotResponse200
    | GetSnapshotResponse401
    | GetSnapshotResponse403
    | GetSnapshotResponse404
    | Problem
]:
    """One snapshot with its status and entry count (any authenticated user, as the diff). The parameter is
    the snapshot's appId; it carries the diff's name because API Gateway refuses two variable names at
    one path level.

    Args:
        a_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSnapshotResponse200 | GetSnapshotResponse401 | GetSnapshotResponse403 | GetSnapshotResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        a_app_id=a_app_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    a_app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetSnapshotResponse200
    | GetSnapshotResponse401
    | GetSnapshotResponse403
    | GetSnapshotResponse404
    | Problem
    | None
):
    """One snapshot with its status and entry count (any authenticated user, as the diff). The parameter is
    the snapshot's appId; it carries the diff's name because API Gateway refuses two variable names at
    one path level.

    Args:
        a_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSnapshotResponse200 | GetSnapshotResponse401 | GetSnapshotResponse403 | GetSnapshotResponse404 | Problem
    """

    return sync_detailed(
        a_app_id=a_app_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    a_app_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetSnapshotResponse200
    | GetSnapshotResponse401
    | GetSnapshotResponse403
    | GetSnapshotResponse404
    | Problem
]:
    """One snapshot with its status and entry count (any authenticated user, as the diff). The parameter is
    the snapshot's appId; it carries the diff's name because API Gateway refuses two variable names at
    one path level.

    Args:
        a_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSnapshotResponse200 | GetSnapshotResponse401 | GetSnapshotResponse403 | GetSnapshotResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        a_app_id=a_app_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    a_app_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetSnapshotResponse200
    | GetSnapshotResponse401
    | GetSnapshotResponse403
    | GetSnapshotResponse404
    | Problem
    | None
):
    """One snapshot with its status and entry count (any authenticated user, as the diff). The parameter is
    the snapshot's appId; it carries the diff's name because API Gateway refuses two variable names at
    one path level.

    Args:
        a_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSnapshotResponse200 | GetSnapshotResponse401 | GetSnapshotResponse403 | GetSnapshotResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            a_app_id=a_app_id,
            client=client,
        )
    ).parsed
