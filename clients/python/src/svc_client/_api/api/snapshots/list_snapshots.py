from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_snapshots_response_200 import ListSnapshotsResponse200
from ...models.list_snapshots_response_400 import ListSnapshotsResponse400
from ...models.list_snapshots_response_401 import ListSnapshotsResponse401
from ...models.list_snapshots_response_403 import ListSnapshotsResponse403
from ...models.list_snapshots_response_404 import ListSnapshotsResponse404
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    app_id: str,
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/collections/{app_id}/snapshots".format(
            app_id=quote(str(app_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListSnapshotsResponse200
    | ListSnapshotsResponse400
    | ListSnapshotsResponse401
    | ListSnapshotsResponse403
    | ListSnapshotsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = ListSnapshotsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListSnapshotsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListSnapshotsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListSnapshotsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListSnapshotsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListSnapshotsResponse200
    | ListSnapshotsResponse400
    | ListSnapshotsResponse401
    | ListSnapshotsResponse403
    | ListSnapshotsResponse404
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
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListSnapshotsResponse200
    | ListSnapshotsResponse400
    | ListSnapshotsResponse401
    | ListSnapshotsResponse403
    | ListSnapshotsResponse404
    | Problem
]:
    """The snapshots of a Collection, newest first (Read on it); ?cursor= (next of the previous page),
    ?limit= ≤ 100 (default 50).

    Args:
        app_id (str):
        cursor (str | Unset): A position: the snapshots created before the snapshot with this
            appId
        limit (int | Unset): Default 50

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListSnapshotsResponse200 | ListSnapshotsResponse400 | ListSnapshotsResponse401 | ListSnapshotsResponse403 | ListSnapshotsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListSnapshotsResponse200
    | ListSnapshotsResponse400
    | ListSnapshotsResponse401
    | ListSnapshotsResponse403
    | ListSnapshotsResponse404
    | Problem
    | None
):
    """The snapshots of a Collection, newest first (Read on it); ?cursor= (next of the previous page),
    ?limit= ≤ 100 (default 50).

    Args:
        app_id (str):
        cursor (str | Unset): A position: the snapshots created before the snapshot with this
            appId
        limit (int | Unset): Default 50

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListSnapshotsResponse200 | ListSnapshotsResponse400 | ListSnapshotsResponse401 | ListSnapshotsResponse403 | ListSnapshotsResponse404 | Problem
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListSnapshotsResponse200
    | ListSnapshotsResponse400
    | ListSnapshotsResponse401
    | ListSnapshotsResponse403
    | ListSnapshotsResponse404
    | Problem
]:
    """The snapshots of a Collection, newest first (Read on it); ?cursor= (next of the previous page),
    ?limit= ≤ 100 (default 50).

    Args:
        app_id (str):
        cursor (str | Unset): A position: the snapshots created before the snapshot with this
            appId
        limit (int | Unset): Default 50

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListSnapshotsResponse200 | ListSnapshotsResponse400 | ListSnapshotsResponse401 | ListSnapshotsResponse403 | ListSnapshotsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListSnapshotsResponse200
    | ListSnapshotsResponse400
    | ListSnapshotsResponse401
    | ListSnapshotsResponse403
    | ListSnapshotsResponse404
    | Problem
    | None
):
    """The snapshots of a Collection, newest first (Read on it); ?cursor= (next of the previous page),
    ?limit= ≤ 100 (default 50).

    Args:
        app_id (str):
        cursor (str | Unset): A position: the snapshots created before the snapshot with this
            appId
        limit (int | Unset): Default 50

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListSnapshotsResponse200 | ListSnapshotsResponse400 | ListSnapshotsResponse401 | ListSnapshotsResponse403 | ListSnapshotsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
