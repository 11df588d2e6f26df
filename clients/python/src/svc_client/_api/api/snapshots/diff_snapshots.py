from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.diff_snapshots_response_200 import DiffSnapshotsResponse200
from ...models.diff_snapshots_response_400 import DiffSnapshotsResponse400
from ...models.diff_snapshots_response_401 import DiffSnapshotsResponse401
from ...models.diff_snapshots_response_403 import DiffSnapshotsResponse403
from ...models.diff_snapshots_response_404 import DiffSnapshotsResponse404
from ...models.diff_snapshots_response_409 import DiffSnapshotsResponse409
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    a_app_id: str,
    b_app_id: str,
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
        "url": "/v2/snapshots/{a_app_id}/diff/{b_app_id}".format(
            a_app_id=quote(str(a_app_id), safe=""),
            b_app_id=quote(str(b_app_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DiffSnapshotsResponse200
    | DiffSnapshotsResponse400
    | DiffSnapshotsResponse401
    | DiffSnapshotsResponse403
    | DiffSnapshotsResponse404
    | DiffSnapshotsResponse409
    | Problem
):
    if response.status_code == 200:
        response_200 = DiffSnapshotsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = DiffSnapshotsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DiffSnapshotsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DiffSnapshotsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DiffSnapshotsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DiffSnapshotsResponse409.from_dict(response.json())

        return response_409

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DiffSnapshotsResponse200
    | DiffSnapshotsResponse400
    | DiffSnapshotsResponse401
    | DiffSnapshotsResponse403
    | DiffSnapshotsResponse404
    | DiffSnapshotsResponse409
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
    b_app_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    DiffSnapshotsResponse200
    | DiffSnapshotsResponse400
    | DiffSnapshotsResponse401
    | DiffSnapshotsResponse403
    | DiffSnapshotsResponse404
    | DiffSnapshotsResponse409
    | Problem
]:
    """What changed from snapshot a (the older base) to b (the newer head): added, removed, changed
    (fromRevision/toRevision), unchangedCount; lists in snapshot order (the Collection, then each
    DataObject by appId followed by its references and lab journal entries). Any authenticated user.
    Paged: at most ?limit= listed entities (default 1,000, ≤ 10,000) and 200,000 entities walked per
    page, then `next` (pass it as ?cursor=); counts of all pages add up.

    Args:
        a_app_id (str):
        b_app_id (str):
        cursor (str | Unset): The `next` of the previous page: a position in snapshot order (the
            entries after it)
        limit (int | Unset): Entities listed per page (added + removed + changed); default 1000

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiffSnapshotsResponse200 | DiffSnapshotsResponse400 | DiffSnapshotsResponse401 | DiffSnapshotsResponse403 | DiffSnapshotsResponse404 | DiffSnapshotsResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        a_app_id=a_app_id,
        b_app_id=b_app_id,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    a_app_id: str,
    b_app_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    DiffSnapshotsResponse200
    | DiffSnapshotsResponse400
    | DiffSnapshotsResponse401
    | DiffSnapshotsResponse403
    | DiffSnapshotsResponse404
    | DiffSnapshotsResponse409
    | Problem
    | None
):
    """What changed from snapshot a (the older base) to b (the newer head): added, removed, changed
    (fromRevision/toRevision), unchangedCount; lists in snapshot order (the Collection, then each
    DataObject by appId followed by its references and lab journal entries). Any authenticated user.
    Paged: at most ?limit= listed entities (default 1,000, ≤ 10,000) and 200,000 entities walked per
    page, then `next` (pass it as ?cursor=); counts of all pages add up.

    Args:
        a_app_id (str):
        b_app_id (str):
        cursor (str | Unset): The `next` of the previous page: a position in snapshot order (the
            entries after it)
        limit (int | Unset): Entities listed per page (added + removed + changed); default 1000

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiffSnapshotsResponse200 | DiffSnapshotsResponse400 | DiffSnapshotsResponse401 | DiffSnapshotsResponse403 | DiffSnapshotsResponse404 | DiffSnapshotsResponse409 | Problem
    """

    return sync_detailed(
        a_app_id=a_app_id,
        b_app_id=b_app_id,
        client=client,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    a_app_id: str,
    b_app_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    DiffSnapshotsResponse200
    | DiffSnapshotsResponse400
    | DiffSnapshotsResponse401
    | DiffSnapshotsResponse403
    | DiffSnapshotsResponse404
    | DiffSnapshotsResponse409
    | Problem
]:
    """What changed from snapshot a (the older base) to b (the newer head): added, removed, changed
    (fromRevision/toRevision), unchangedCount; lists in snapshot order (the Collection, then each
    DataObject by appId followed by its references and lab journal entries). Any authenticated user.
    Paged: at most ?limit= listed entities (default 1,000, ≤ 10,000) and 200,000 entities walked per
    page, then `next` (pass it as ?cursor=); counts of all pages add up.

    Args:
        a_app_id (str):
        b_app_id (str):
        cursor (str | Unset): The `next` of the previous page: a position in snapshot order (the
            entries after it)
        limit (int | Unset): Entities listed per page (added + removed + changed); default 1000

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiffSnapshotsResponse200 | DiffSnapshotsResponse400 | DiffSnapshotsResponse401 | DiffSnapshotsResponse403 | DiffSnapshotsResponse404 | DiffSnapshotsResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        a_app_id=a_app_id,
        b_app_id=b_app_id,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    a_app_id: str,
    b_app_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    DiffSnapshotsResponse200
    | DiffSnapshotsResponse400
    | DiffSnapshotsResponse401
    | DiffSnapshotsResponse403
    | DiffSnapshotsResponse404
    | DiffSnapshotsResponse409
    | Problem
    | None
):
    """What changed from snapshot a (the older base) to b (the newer head): added, removed, changed
    (fromRevision/toRevision), unchangedCount; lists in snapshot order (the Collection, then each
    DataObject by appId followed by its references and lab journal entries). Any authenticated user.
    Paged: at most ?limit= listed entities (default 1,000, ≤ 10,000) and 200,000 entities walked per
    page, then `next` (pass it as ?cursor=); counts of all pages add up.

    Args:
        a_app_id (str):
        b_app_id (str):
        cursor (str | Unset): The `next` of the previous page: a position in snapshot order (the
            entries after it)
        limit (int | Unset): Entities listed per page (added + removed + changed); default 1000

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiffSnapshotsResponse200 | DiffSnapshotsResponse400 | DiffSnapshotsResponse401 | DiffSnapshotsResponse403 | DiffSnapshotsResponse404 | DiffSnapshotsResponse409 | Problem
    """

    return (
        await asyncio_detailed(
            a_app_id=a_app_id,
            b_app_id=b_app_id,
            client=client,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
