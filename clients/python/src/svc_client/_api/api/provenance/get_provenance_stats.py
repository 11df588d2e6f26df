from http import HTTPStatus
from typing import Any, Literal

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_provenance_stats_response_200 import GetProvenanceStatsResponse200
from ...models.get_provenance_stats_response_400 import GetProvenanceStatsResponse400
from ...models.get_provenance_stats_response_401 import GetProvenanceStatsResponse401
from ...models.get_provenance_stats_response_403 import GetProvenanceStatsResponse403
from ...models.get_provenance_stats_response_404 import GetProvenanceStatsResponse404
from ...models.problem import Problem
from ...types import UNSET, Response


def _get_kwargs(
    *,
    scope: Literal["collection"],
    id: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["scope"] = scope

    params["id"] = id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/provenance/stats",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetProvenanceStatsResponse200
    | GetProvenanceStatsResponse400
    | GetProvenanceStatsResponse401
    | GetProvenanceStatsResponse403
    | GetProvenanceStatsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetProvenanceStatsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetProvenanceStatsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetProvenanceStatsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetProvenanceStatsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetProvenanceStatsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetProvenanceStatsResponse200
    | GetProvenanceStatsResponse400
    | GetProvenanceStatsResponse401
    | GetProvenanceStatsResponse403
    | GetProvenanceStatsResponse404
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
    scope: Literal["collection"],
    id: str,
) -> Response[
    GetProvenanceStatsResponse200
    | GetProvenanceStatsResponse400
    | GetProvenanceStatsResponse401
    | GetProvenanceStatsResponse403
    | GetProvenanceStatsResponse404
    | Problem
]:
    """Aggregates of one Collection's activities (`id`: legacy id or appId). `totals` {activities, agents,
    firstAtMillis, lastAtMillis}; `byActionKind` histogram; `sparkline` {bucket: day, days: 30,
    fromMillis, counts oldest first}; `cumulative` running total at the end of each bucket including
    earlier activity. Read on the Collection required; admins bypass; missing Collection 404, lacking
    Read 403.

    Args:
        scope (Literal['collection']):
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetProvenanceStatsResponse200 | GetProvenanceStatsResponse400 | GetProvenanceStatsResponse401 | GetProvenanceStatsResponse403 | GetProvenanceStatsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        scope=scope,
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    scope: Literal["collection"],
    id: str,
) -> (
    GetProvenanceStatsResponse200
    | GetProvenanceStatsResponse400
    | GetProvenanceStatsResponse401
    | GetProvenanceStatsResponse403
    | GetProvenanceStatsResponse404
    | Problem
    | None
):
    """Aggregates of one Collection's activities (`id`: legacy id or appId). `totals` {activities, agents,
    firstAtMillis, lastAtMillis}; `byActionKind` histogram; `sparkline` {bucket: day, days: 30,
    fromMillis, counts oldest first}; `cumulative` running total at the end of each bucket including
    earlier activity. Read on the Collection required; admins bypass; missing Collection 404, lacking
    Read 403.

    Args:
        scope (Literal['collection']):
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetProvenanceStatsResponse200 | GetProvenanceStatsResponse400 | GetProvenanceStatsResponse401 | GetProvenanceStatsResponse403 | GetProvenanceStatsResponse404 | Problem
    """

    return sync_detailed(
        client=client,
        scope=scope,
        id=id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    scope: Literal["collection"],
    id: str,
) -> Response[
    GetProvenanceStatsResponse200
    | GetProvenanceStatsResponse400
    | GetProvenanceStatsResponse401
    | GetProvenanceStatsResponse403
    | GetProvenanceStatsResponse404
    | Problem
]:
    """Aggregates of one Collection's activities (`id`: legacy id or appId). `totals` {activities, agents,
    firstAtMillis, lastAtMillis}; `byActionKind` histogram; `sparkline` {bucket: day, days: 30,
    fromMillis, counts oldest first}; `cumulative` running total at the end of each bucket including
    earlier activity. Read on the Collection required; admins bypass; missing Collection 404, lacking
    Read 403.

    Args:
        scope (Literal['collection']):
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetProvenanceStatsResponse200 | GetProvenanceStatsResponse400 | GetProvenanceStatsResponse401 | GetProvenanceStatsResponse403 | GetProvenanceStatsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        scope=scope,
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    scope: Literal["collection"],
    id: str,
) -> (
    GetProvenanceStatsResponse200
    | GetProvenanceStatsResponse400
    | GetProvenanceStatsResponse401
    | GetProvenanceStatsResponse403
    | GetProvenanceStatsResponse404
    | Problem
    | None
):
    """Aggregates of one Collection's activities (`id`: legacy id or appId). `totals` {activities, agents,
    firstAtMillis, lastAtMillis}; `byActionKind` histogram; `sparkline` {bucket: day, days: 30,
    fromMillis, counts oldest first}; `cumulative` running total at the end of each bucket including
    earlier activity. Read on the Collection required; admins bypass; missing Collection 404, lacking
    Read 403.

    Args:
        scope (Literal['collection']):
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetProvenanceStatsResponse200 | GetProvenanceStatsResponse400 | GetProvenanceStatsResponse401 | GetProvenanceStatsResponse403 | GetProvenanceStatsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            scope=scope,
            id=id,
        )
    ).parsed
