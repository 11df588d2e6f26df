from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.export_timeseries_csv_format import ExportTimeseriesCsvFormat
from ...models.export_timeseries_fill_option import ExportTimeseriesFillOption
from ...models.export_timeseries_function import ExportTimeseriesFunction
from ...models.export_timeseries_response_400 import ExportTimeseriesResponse400
from ...models.export_timeseries_response_401 import ExportTimeseriesResponse401
from ...models.export_timeseries_response_403 import ExportTimeseriesResponse403
from ...models.export_timeseries_response_404 import ExportTimeseriesResponse404
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
    function: ExportTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: ExportTimeseriesFillOption | Unset = UNSET,
    csv_format: ExportTimeseriesCsvFormat | Unset = UNSET,
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

    json_csv_format: str | Unset = UNSET
    if not isinstance(csv_format, Unset):
        json_csv_format = csv_format.value

    params["csv_format"] = json_csv_format

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/export".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | ExportTimeseriesResponse400
    | ExportTimeseriesResponse401
    | ExportTimeseriesResponse403
    | ExportTimeseriesResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = ExportTimeseriesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ExportTimeseriesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ExportTimeseriesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ExportTimeseriesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | ExportTimeseriesResponse400
    | ExportTimeseriesResponse401
    | ExportTimeseriesResponse403
    | ExportTimeseriesResponse404
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
    function: ExportTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: ExportTimeseriesFillOption | Unset = UNSET,
    csv_format: ExportTimeseriesCsvFormat | Unset = UNSET,
) -> Response[
    Any
    | ExportTimeseriesResponse400
    | ExportTimeseriesResponse401
    | ExportTimeseriesResponse403
    | ExportTimeseriesResponse404
    | Problem
]:
    """Export Timeseries: one channel's points (or aggregate) in [start, end] as CSV. A range of any length
    is answered: beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned
    GET of the same body (docs/legacy-shelf.md).

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        function (ExportTimeseriesFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (ExportTimeseriesFillOption | Unset):
        csv_format (ExportTimeseriesCsvFormat | Unset): ROW (default) or COLUMN

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ExportTimeseriesResponse400 | ExportTimeseriesResponse401 | ExportTimeseriesResponse403 | ExportTimeseriesResponse404 | Problem]
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
        csv_format=csv_format,
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
    function: ExportTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: ExportTimeseriesFillOption | Unset = UNSET,
    csv_format: ExportTimeseriesCsvFormat | Unset = UNSET,
) -> (
    Any
    | ExportTimeseriesResponse400
    | ExportTimeseriesResponse401
    | ExportTimeseriesResponse403
    | ExportTimeseriesResponse404
    | Problem
    | None
):
    """Export Timeseries: one channel's points (or aggregate) in [start, end] as CSV. A range of any length
    is answered: beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned
    GET of the same body (docs/legacy-shelf.md).

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        function (ExportTimeseriesFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (ExportTimeseriesFillOption | Unset):
        csv_format (ExportTimeseriesCsvFormat | Unset): ROW (default) or COLUMN

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ExportTimeseriesResponse400 | ExportTimeseriesResponse401 | ExportTimeseriesResponse403 | ExportTimeseriesResponse404 | Problem
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
        csv_format=csv_format,
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
    function: ExportTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: ExportTimeseriesFillOption | Unset = UNSET,
    csv_format: ExportTimeseriesCsvFormat | Unset = UNSET,
) -> Response[
    Any
    | ExportTimeseriesResponse400
    | ExportTimeseriesResponse401
    | ExportTimeseriesResponse403
    | ExportTimeseriesResponse404
    | Problem
]:
    """Export Timeseries: one channel's points (or aggregate) in [start, end] as CSV. A range of any length
    is answered: beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned
    GET of the same body (docs/legacy-shelf.md).

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        function (ExportTimeseriesFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (ExportTimeseriesFillOption | Unset):
        csv_format (ExportTimeseriesCsvFormat | Unset): ROW (default) or COLUMN

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ExportTimeseriesResponse400 | ExportTimeseriesResponse401 | ExportTimeseriesResponse403 | ExportTimeseriesResponse404 | Problem]
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
        csv_format=csv_format,
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
    function: ExportTimeseriesFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: ExportTimeseriesFillOption | Unset = UNSET,
    csv_format: ExportTimeseriesCsvFormat | Unset = UNSET,
) -> (
    Any
    | ExportTimeseriesResponse400
    | ExportTimeseriesResponse401
    | ExportTimeseriesResponse403
    | ExportTimeseriesResponse404
    | Problem
    | None
):
    """Export Timeseries: one channel's points (or aggregate) in [start, end] as CSV. A range of any length
    is answered: beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned
    GET of the same body (docs/legacy-shelf.md).

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        start (str): Range start, ns since the epoch (inclusive)
        end (str): Range end, ns since the epoch (inclusive)
        function (ExportTimeseriesFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (ExportTimeseriesFillOption | Unset):
        csv_format (ExportTimeseriesCsvFormat | Unset): ROW (default) or COLUMN

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ExportTimeseriesResponse400 | ExportTimeseriesResponse401 | ExportTimeseriesResponse403 | ExportTimeseriesResponse404 | Problem
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
            csv_format=csv_format,
        )
    ).parsed
