from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_timeseries_buckets_response_200 import (
    GetTimeseriesBucketsResponse200,
)
from ...models.get_timeseries_buckets_response_400 import (
    GetTimeseriesBucketsResponse400,
)
from ...models.get_timeseries_buckets_response_401 import (
    GetTimeseriesBucketsResponse401,
)
from ...models.get_timeseries_buckets_response_403 import (
    GetTimeseriesBucketsResponse403,
)
from ...models.get_timeseries_buckets_response_404 import (
    GetTimeseriesBucketsResponse404,
)
from ...models.problem import Problem
from ...types import UNSET, Response


def _get_kwargs(
    container_app_id: str,
    timeseries_id: str,
    *,
    start: str,
    end: str,
    group_by: str,
    functions: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["start"] = start

    params["end"] = end

    params["groupBy"] = group_by

    params["functions"] = functions

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/timeseries-containers/{container_app_id}/timeseries/{timeseries_id}/buckets".format(
            container_app_id=quote(str(container_app_id), safe=""),
            timeseries_id=quote(str(timeseries_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetTimeseriesBucketsResponse200
    | GetTimeseriesBucketsResponse400
    | GetTimeseriesBucketsResponse401
    | GetTimeseriesBucketsResponse403
    | GetTimeseriesBucketsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetTimeseriesBucketsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetTimeseriesBucketsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetTimeseriesBucketsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetTimeseriesBucketsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetTimeseriesBucketsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetTimeseriesBucketsResponse200
    | GetTimeseriesBucketsResponse400
    | GetTimeseriesBucketsResponse401
    | GetTimeseriesBucketsResponse403
    | GetTimeseriesBucketsResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    container_app_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
    start: str,
    end: str,
    group_by: str,
    functions: str,
) -> Response[
    GetTimeseriesBucketsResponse200
    | GetTimeseriesBucketsResponse400
    | GetTimeseriesBucketsResponse401
    | GetTimeseriesBucketsResponse403
    | GetTimeseriesBucketsResponse404
    | Problem
]:
    """Several aggregate functions over the same epoch-aligned buckets of one channel, in one read (for
    example MIN, MAX, MEAN and COUNT: a plot's envelope, line and counts); Read on the container. Only
    the functions combined from summaries; the buckets that hold points, each with every function's
    value. At most 10,000 buckets over [start, end] (400 naming groupBy beyond). Bucket widths that are
    whole chunks, whole tenths of a chunk or whole minutes read no point (docs/timeseries.md).

    Args:
        container_app_id (str):
        timeseries_id (str): A non-negative int64, in decimal.
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        group_by (str): Bucket width in nanoseconds; buckets are aligned to the epoch, at most
            10,000 over [start, end]
        functions (str): Comma-separated, each at most once counts: COUNT, SUM, MEAN, MIN, MAX,
            FIRST, LAST, SPREAD

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTimeseriesBucketsResponse200 | GetTimeseriesBucketsResponse400 | GetTimeseriesBucketsResponse401 | GetTimeseriesBucketsResponse403 | GetTimeseriesBucketsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        container_app_id=container_app_id,
        timeseries_id=timeseries_id,
        start=start,
        end=end,
        group_by=group_by,
        functions=functions,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    container_app_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
    start: str,
    end: str,
    group_by: str,
    functions: str,
) -> (
    GetTimeseriesBucketsResponse200
    | GetTimeseriesBucketsResponse400
    | GetTimeseriesBucketsResponse401
    | GetTimeseriesBucketsResponse403
    | GetTimeseriesBucketsResponse404
    | Problem
    | None
):
    """Several aggregate functions over the same epoch-aligned buckets of one channel, in one read (for
    example MIN, MAX, MEAN and COUNT: a plot's envelope, line and counts); Read on the container. Only
    the functions combined from summaries; the buckets that hold points, each with every function's
    value. At most 10,000 buckets over [start, end] (400 naming groupBy beyond). Bucket widths that are
    whole chunks, whole tenths of a chunk or whole minutes read no point (docs/timeseries.md).

    Args:
        container_app_id (str):
        timeseries_id (str): A non-negative int64, in decimal.
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        group_by (str): Bucket width in nanoseconds; buckets are aligned to the epoch, at most
            10,000 over [start, end]
        functions (str): Comma-separated, each at most once counts: COUNT, SUM, MEAN, MIN, MAX,
            FIRST, LAST, SPREAD

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTimeseriesBucketsResponse200 | GetTimeseriesBucketsResponse400 | GetTimeseriesBucketsResponse401 | GetTimeseriesBucketsResponse403 | GetTimeseriesBucketsResponse404 | Problem
    """

    return sync_detailed(
        container_app_id=container_app_id,
        timeseries_id=timeseries_id,
        client=client,
        start=start,
        end=end,
        group_by=group_by,
        functions=functions,
    ).parsed


async def asyncio_detailed(
    container_app_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
    start: str,
    end: str,
    group_by: str,
    functions: str,
) -> Response[
    GetTimeseriesBucketsResponse200
    | GetTimeseriesBucketsResponse400
    | GetTimeseriesBucketsResponse401
    | GetTimeseriesBucketsResponse403
    | GetTimeseriesBucketsResponse404
    | Problem
]:
    """Several aggregate functions over the same epoch-aligned buckets of one channel, in one read (for
    example MIN, MAX, MEAN and COUNT: a plot's envelope, line and counts); Read on the container. Only
    the functions combined from summaries; the buckets that hold points, each with every function's
    value. At most 10,000 buckets over [start, end] (400 naming groupBy beyond). Bucket widths that are
    whole chunks, whole tenths of a chunk or whole minutes read no point (docs/timeseries.md).

    Args:
        container_app_id (str):
        timeseries_id (str): A non-negative int64, in decimal.
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        group_by (str): Bucket width in nanoseconds; buckets are aligned to the epoch, at most
            10,000 over [start, end]
        functions (str): Comma-separated, each at most once counts: COUNT, SUM, MEAN, MIN, MAX,
            FIRST, LAST, SPREAD

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTimeseriesBucketsResponse200 | GetTimeseriesBucketsResponse400 | GetTimeseriesBucketsResponse401 | GetTimeseriesBucketsResponse403 | GetTimeseriesBucketsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        container_app_id=container_app_id,
        timeseries_id=timeseries_id,
        start=start,
        end=end,
        group_by=group_by,
        functions=functions,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    container_app_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
    start: str,
    end: str,
    group_by: str,
    functions: str,
) -> (
    GetTimeseriesBucketsResponse200
    | GetTimeseriesBucketsResponse400
    | GetTimeseriesBucketsResponse401
    | GetTimeseriesBucketsResponse403
    | GetTimeseriesBucketsResponse404
    | Problem
    | None
):
    """Several aggregate functions over the same epoch-aligned buckets of one channel, in one read (for
    example MIN, MAX, MEAN and COUNT: a plot's envelope, line and counts); Read on the container. Only
    the functions combined from summaries; the buckets that hold points, each with every function's
    value. At most 10,000 buckets over [start, end] (400 naming groupBy beyond). Bucket widths that are
    whole chunks, whole tenths of a chunk or whole minutes read no point (docs/timeseries.md).

    Args:
        container_app_id (str):
        timeseries_id (str): A non-negative int64, in decimal.
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        group_by (str): Bucket width in nanoseconds; buckets are aligned to the epoch, at most
            10,000 over [start, end]
        functions (str): Comma-separated, each at most once counts: COUNT, SUM, MEAN, MIN, MAX,
            FIRST, LAST, SPREAD

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTimeseriesBucketsResponse200 | GetTimeseriesBucketsResponse400 | GetTimeseriesBucketsResponse401 | GetTimeseriesBucketsResponse403 | GetTimeseriesBucketsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            container_app_id=container_app_id,
            timeseries_id=timeseries_id,
            client=client,
            start=start,
            end=end,
            group_by=group_by,
            functions=functions,
        )
    ).parsed
