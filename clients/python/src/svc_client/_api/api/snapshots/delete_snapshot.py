from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_snapshot_response_401 import DeleteSnapshotResponse401
from ...models.delete_snapshot_response_403 import DeleteSnapshotResponse403
from ...models.delete_snapshot_response_404 import DeleteSnapshotResponse404
from ...models.delete_snapshot_response_503 import DeleteSnapshotResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    a_app_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v2/snapshots/{a_app_id}".format(
            a_app_id=quote(str(a_app_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteSnapshotResponse401
    | DeleteSnapshotResponse403
    | DeleteSnapshotResponse404
    | DeleteSnapshotResponse503
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = DeleteSnapshotResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteSnapshotResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteSnapshotResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = DeleteSnapshotResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteSnapshotResponse401
    | DeleteSnapshotResponse403
    | DeleteSnapshotResponse404
    | DeleteSnapshotResponse503
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
    Any
    | DeleteSnapshotResponse401
    | DeleteSnapshotResponse403
    | DeleteSnapshotResponse404
    | DeleteSnapshotResponse503
    | Problem
]:
    """Deletes a snapshot (the owner or a manager of its Collection; an instance admin for a snapshot whose
    Collection is gone). It is gone from every read when this answers; its entries are deleted in the
    background. The parameter is the snapshot's appId.

    Args:
        a_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSnapshotResponse401 | DeleteSnapshotResponse403 | DeleteSnapshotResponse404 | DeleteSnapshotResponse503 | Problem]
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
    Any
    | DeleteSnapshotResponse401
    | DeleteSnapshotResponse403
    | DeleteSnapshotResponse404
    | DeleteSnapshotResponse503
    | Problem
    | None
):
    """Deletes a snapshot (the owner or a manager of its Collection; an instance admin for a snapshot whose
    Collection is gone). It is gone from every read when this answers; its entries are deleted in the
    background. The parameter is the snapshot's appId.

    Args:
        a_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSnapshotResponse401 | DeleteSnapshotResponse403 | DeleteSnapshotResponse404 | DeleteSnapshotResponse503 | Problem
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
    Any
    | DeleteSnapshotResponse401
    | DeleteSnapshotResponse403
    | DeleteSnapshotResponse404
    | DeleteSnapshotResponse503
    | Problem
]:
    """Deletes a snapshot (the owner or a manager of its Collection; an instance admin for a snapshot whose
    Collection is gone). It is gone from every read when this answers; its entries are deleted in the
    background. The parameter is the snapshot's appId.

    Args:
        a_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSnapshotResponse401 | DeleteSnapshotResponse403 | DeleteSnapshotResponse404 | DeleteSnapshotResponse503 | Problem]
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
    Any
    | DeleteSnapshotResponse401
    | DeleteSnapshotResponse403
    | DeleteSnapshotResponse404
    | DeleteSnapshotResponse503
    | Problem
    | None
):
    """Deletes a snapshot (the owner or a manager of its Collection; an instance admin for a snapshot whose
    Collection is gone). It is gone from every read when this answers; its entries are deleted in the
    background. The parameter is the snapshot's appId.

    Args:
        a_app_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSnapshotResponse401 | DeleteSnapshotResponse403 | DeleteSnapshotResponse404 | DeleteSnapshotResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            a_app_id=a_app_id,
            client=client,
        )
    ).parsed
