from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_timeseries_fill_option import GetTimeseriesFillOption
from ...models.get_timeseries_function import GetTimeseriesFunction
from ...models.get_timeseries_response_200 import GetTimeseriesResponse200
from ...models.get_timeseries_response_400 import GetTimeseriesResponse400
from ...models.get_timeseries_response_401 import GetTimeseriesResponse401
from ...models.get_timeseries_response_403 import GetTimeseriesResponse403
from ...models.get_timeseries_response_404 import GetTimeseriesResponse404
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    timeseries_container_id: str,
    *,
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    start: str,
    end: str,
    function: GetTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesFillOption | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["measurement"] = measurement

    params["device"] = device

    params["location"] = location

    params["symbolic_name"] = symbolic_name

    params["field"] = field

    params["start"] = start

    params["end"] = end

    json_function: str | Unset = UNSET
    if not isinstance(function, Unset):
        json_function = function.value

    params["function"] = json_function

    params["group_by"] = group_by

    json_fill_option: str | Unset = UNSET
    if not isinstance(fill_option, Unset):
        json_fill_option = fill_option.value

    params["fill_option"] = json_fill_option

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/payload".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetTimeseriesResponse200
    | GetTimeseriesResponse400
    | GetTimeseriesResponse401
    | GetTimeseriesResponse403
    | GetTimeseriesResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetTimeseriesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetTimeseriesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetTimeseriesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetTimeseriesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetTimeseriesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetTimeseriesResponse200
    | GetTimeseriesResponse400
    | GetTimeseriesResponse401
    | GetTimeseriesResponse403
    | GetTimeseriesResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    start: str,
    end: str,
    function: GetTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesFillOption | Unset = UNSET,
) -> Response[
    Any
    | GetTimeseriesResponse200
    | GetTimeseriesResponse400
    | GetTimeseriesResponse401
    | GetTimeseriesResponse403
    | GetTimeseriesResponse404
    | Problem
]:
    """Get Timeseries: the points of one channel in [start, end] (inclusive), raw or aggregated (function,
    group_by, fill_option; see the README for each function's semantics). A range of any length is
    answered: beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned GET
    of the same body (docs/legacy-shelf.md).

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        function (GetTimeseriesFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (GetTimeseriesFillOption | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetTimeseriesResponse200 | GetTimeseriesResponse400 | GetTimeseriesResponse401 | GetTimeseriesResponse403 | GetTimeseriesResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        measurement=measurement,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        field=field,
        start=start,
        end=end,
        function=function,
        group_by=group_by,
        fill_option=fill_option,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    start: str,
    end: str,
    function: GetTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesFillOption | Unset = UNSET,
) -> (
    Any
    | GetTimeseriesResponse200
    | GetTimeseriesResponse400
    | GetTimeseriesResponse401
    | GetTimeseriesResponse403
    | GetTimeseriesResponse404
    | Problem
    | None
):
    """Get Timeseries: the points of one channel in [start, end] (inclusive), raw or aggregated (function,
    group_by, fill_option; see the README for each function's semantics). A range of any length is
    answered: beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned GET
    of the same body (docs/legacy-shelf.md).

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        function (GetTimeseriesFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (GetTimeseriesFillOption | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetTimeseriesResponse200 | GetTimeseriesResponse400 | GetTimeseriesResponse401 | GetTimeseriesResponse403 | GetTimeseriesResponse404 | Problem
    """

    return sync_detailed(
        timeseries_container_id=timeseries_container_id,
        client=client,
        measurement=measurement,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        field=field,
        start=start,
        end=end,
        function=function,
        group_by=group_by,
        fill_option=fill_option,
    ).parsed


async def asyncio_detailed(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    start: str,
    end: str,
    function: GetTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesFillOption | Unset = UNSET,
) -> Response[
    Any
    | GetTimeseriesResponse200
    | GetTimeseriesResponse400
    | GetTimeseriesResponse401
    | GetTimeseriesResponse403
    | GetTimeseriesResponse404
    | Problem
]:
    """Get Timeseries: the points of one channel in [start, end] (inclusive), raw or aggregated (function,
    group_by, fill_option; see the README for each function's semantics). A range of any length is
    answered: beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned GET
    of the same body (docs/legacy-shelf.md).

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        function (GetTimeseriesFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (GetTimeseriesFillOption | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetTimeseriesResponse200 | GetTimeseriesResponse400 | GetTimeseriesResponse401 | GetTimeseriesResponse403 | GetTimeseriesResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        measurement=measurement,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        field=field,
        start=start,
        end=end,
        function=function,
        group_by=group_by,
        fill_option=fill_option,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    start: str,
    end: str,
    function: GetTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesFillOption | Unset = UNSET,
) -> (
    Any
    | GetTimeseriesResponse200
    | GetTimeseriesResponse400
    | GetTimeseriesResponse401
    | GetTimeseriesResponse403
    | GetTimeseriesResponse404
    | Problem
    | None
):
    """Get Timeseries: the points of one channel in [start, end] (inclusive), raw or aggregated (function,
    group_by, fill_option; see the README for each function's semantics). A range of any length is
    answered: beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned GET
    of the same body (docs/legacy-shelf.md).

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        function (GetTimeseriesFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (GetTimeseriesFillOption | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetTimeseriesResponse200 | GetTimeseriesResponse400 | GetTimeseriesResponse401 | GetTimeseriesResponse403 | GetTimeseriesResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            client=client,
            measurement=measurement,
            device=device,
            location=location,
            symbolic_name=symbolic_name,
            field=field,
            start=start,
            end=end,
            function=function,
            group_by=group_by,
            fill_option=fill_option,
        )
    ).parsed
