from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_legacy_v1_stats_response_200 import GetLegacyV1StatsResponse200
from ...models.get_legacy_v1_stats_response_400 import GetLegacyV1StatsResponse400
from ...models.get_legacy_v1_stats_response_401 import GetLegacyV1StatsResponse401
from ...models.get_legacy_v1_stats_response_403 import GetLegacyV1StatsResponse403
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    days: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["days"] = days

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/admin/legacy/v1/stats",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetLegacyV1StatsResponse200
    | GetLegacyV1StatsResponse400
    | GetLegacyV1StatsResponse401
    | GetLegacyV1StatsResponse403
    | Problem
):
    if response.status_code == 200:
        response_200 = GetLegacyV1StatsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetLegacyV1StatsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetLegacyV1StatsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetLegacyV1StatsResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetLegacyV1StatsResponse200
    | GetLegacyV1StatsResponse400
    | GetLegacyV1StatsResponse401
    | GetLegacyV1StatsResponse403
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
    days: int | Unset = UNSET,
) -> Response[
    GetLegacyV1StatsResponse200
    | GetLegacyV1StatsResponse400
    | GetLegacyV1StatsResponse401
    | GetLegacyV1StatsResponse403
    | Problem
]:
    """Usage of the legacy shelf over the last `days` UTC days (default 30): calls per operation and per
    day, distinct callers, the last call, and per operation its distinct callers and last call. Kept as
    counters per day and operation, not a scan of provenance.

    Args:
        days (int | Unset): UTC days back, today included (default 30)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetLegacyV1StatsResponse200 | GetLegacyV1StatsResponse400 | GetLegacyV1StatsResponse401 | GetLegacyV1StatsResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        days=days,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    days: int | Unset = UNSET,
) -> (
    GetLegacyV1StatsResponse200
    | GetLegacyV1StatsResponse400
    | GetLegacyV1StatsResponse401
    | GetLegacyV1StatsResponse403
    | Problem
    | None
):
    """Usage of the legacy shelf over the last `days` UTC days (default 30): calls per operation and per
    day, distinct callers, the last call, and per operation its distinct callers and last call. Kept as
    counters per day and operation, not a scan of provenance.

    Args:
        days (int | Unset): UTC days back, today included (default 30)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetLegacyV1StatsResponse200 | GetLegacyV1StatsResponse400 | GetLegacyV1StatsResponse401 | GetLegacyV1StatsResponse403 | Problem
    """

    return sync_detailed(
        client=client,
        days=days,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    days: int | Unset = UNSET,
) -> Response[
    GetLegacyV1StatsResponse200
    | GetLegacyV1StatsResponse400
    | GetLegacyV1StatsResponse401
    | GetLegacyV1StatsResponse403
    | Problem
]:
    """Usage of the legacy shelf over the last `days` UTC days (default 30): calls per operation and per
    day, distinct callers, the last call, and per operation its distinct callers and last call. Kept as
    counters per day and operation, not a scan of provenance.

    Args:
        days (int | Unset): UTC days back, today included (default 30)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetLegacyV1StatsResponse200 | GetLegacyV1StatsResponse400 | GetLegacyV1StatsResponse401 | GetLegacyV1StatsResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        days=days,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    days: int | Unset = UNSET,
) -> (
    GetLegacyV1StatsResponse200
    | GetLegacyV1StatsResponse400
    | GetLegacyV1StatsResponse401
    | GetLegacyV1StatsResponse403
    | Problem
    | None
):
    """Usage of the legacy shelf over the last `days` UTC days (default 30): calls per operation and per
    day, distinct callers, the last call, and per operation its distinct callers and last call. Kept as
    counters per day and operation, not a scan of provenance.

    Args:
        days (int | Unset): UTC days back, today included (default 30)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetLegacyV1StatsResponse200 | GetLegacyV1StatsResponse400 | GetLegacyV1StatsResponse401 | GetLegacyV1StatsResponse403 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            days=days,
        )
    ).parsed
