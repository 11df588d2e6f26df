from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_timeseries_payload_fill_option import GetTimeseriesPayloadFillOption
from ...models.get_timeseries_payload_function import GetTimeseriesPayloadFunction
from ...models.get_timeseries_payload_response_200_item import (
    GetTimeseriesPayloadResponse200Item,
)
from ...models.get_timeseries_payload_response_400 import (
    GetTimeseriesPayloadResponse400,
)
from ...models.get_timeseries_payload_response_401 import (
    GetTimeseriesPayloadResponse401,
)
from ...models.get_timeseries_payload_response_403 import (
    GetTimeseriesPayloadResponse403,
)
from ...models.get_timeseries_payload_response_404 import (
    GetTimeseriesPayloadResponse404,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    timeseries_reference_id: str,
    *,
    function: GetTimeseriesPayloadFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesPayloadFillOption | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    measurement: str | Unset = UNSET,
    field: str | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_function: str | Unset = UNSET
    if not isinstance(function, Unset):
        json_function = function.value

    params["function"] = json_function

    params["group_by"] = group_by

    json_fill_option: str | Unset = UNSET
    if not isinstance(fill_option, Unset):
        json_fill_option = fill_option.value

    params["fill_option"] = json_fill_option

    params["device"] = device

    params["location"] = location

    params["symbolic_name"] = symbolic_name

    params["measurement"] = measurement

    params["field"] = field

    params["versionUid"] = version_uid

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/timeseriesReferences/{timeseries_reference_id}/payload".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
            timeseries_reference_id=quote(str(timeseries_reference_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetTimeseriesPayloadResponse400
    | GetTimeseriesPayloadResponse401
    | GetTimeseriesPayloadResponse403
    | GetTimeseriesPayloadResponse404
    | Problem
    | list[GetTimeseriesPayloadResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetTimeseriesPayloadResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetTimeseriesPayloadResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetTimeseriesPayloadResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetTimeseriesPayloadResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetTimeseriesPayloadResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetTimeseriesPayloadResponse400
    | GetTimeseriesPayloadResponse401
    | GetTimeseriesPayloadResponse403
    | GetTimeseriesPayloadResponse404
    | Problem
    | list[GetTimeseriesPayloadResponse200Item]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    collection_id: str,
    data_object_id: str,
    timeseries_reference_id: str,
    *,
    client: AuthenticatedClient,
    function: GetTimeseriesPayloadFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesPayloadFillOption | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    measurement: str | Unset = UNSET,
    field: str | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> Response[
    Any
    | GetTimeseriesPayloadResponse400
    | GetTimeseriesPayloadResponse401
    | GetTimeseriesPayloadResponse403
    | GetTimeseriesPayloadResponse404
    | Problem
    | list[GetTimeseriesPayloadResponse200Item]
]:
    """Get Timeseries Payload: the points of the referenced channels over the referenced range, raw or
    aggregated (needs read on the Collection and the container). A range of any length is answered:
    beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned GET of the
    same body (docs/legacy-shelf.md).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        timeseries_reference_id (str): A non-negative int64, in decimal.
        function (GetTimeseriesPayloadFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (GetTimeseriesPayloadFillOption | Unset):
        device (str | Unset): Names, comma-separated or the parameter repeated
        location (str | Unset): Names, comma-separated or the parameter repeated
        symbolic_name (str | Unset): Names, comma-separated or the parameter repeated
        measurement (str | Unset): Names, comma-separated or the parameter repeated
        field (str | Unset): Names, comma-separated or the parameter repeated
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetTimeseriesPayloadResponse400 | GetTimeseriesPayloadResponse401 | GetTimeseriesPayloadResponse403 | GetTimeseriesPayloadResponse404 | Problem | list[GetTimeseriesPayloadResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        timeseries_reference_id=timeseries_reference_id,
        function=function,
        group_by=group_by,
        fill_option=fill_option,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        measurement=measurement,
        field=field,
        version_uid=version_uid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    timeseries_reference_id: str,
    *,
    client: AuthenticatedClient,
    function: GetTimeseriesPayloadFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesPayloadFillOption | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    measurement: str | Unset = UNSET,
    field: str | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> (
    Any
    | GetTimeseriesPayloadResponse400
    | GetTimeseriesPayloadResponse401
    | GetTimeseriesPayloadResponse403
    | GetTimeseriesPayloadResponse404
    | Problem
    | list[GetTimeseriesPayloadResponse200Item]
    | None
):
    """Get Timeseries Payload: the points of the referenced channels over the referenced range, raw or
    aggregated (needs read on the Collection and the container). A range of any length is answered:
    beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned GET of the
    same body (docs/legacy-shelf.md).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        timeseries_reference_id (str): A non-negative int64, in decimal.
        function (GetTimeseriesPayloadFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (GetTimeseriesPayloadFillOption | Unset):
        device (str | Unset): Names, comma-separated or the parameter repeated
        location (str | Unset): Names, comma-separated or the parameter repeated
        symbolic_name (str | Unset): Names, comma-separated or the parameter repeated
        measurement (str | Unset): Names, comma-separated or the parameter repeated
        field (str | Unset): Names, comma-separated or the parameter repeated
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetTimeseriesPayloadResponse400 | GetTimeseriesPayloadResponse401 | GetTimeseriesPayloadResponse403 | GetTimeseriesPayloadResponse404 | Problem | list[GetTimeseriesPayloadResponse200Item]
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        timeseries_reference_id=timeseries_reference_id,
        client=client,
        function=function,
        group_by=group_by,
        fill_option=fill_option,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        measurement=measurement,
        field=field,
        version_uid=version_uid,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    timeseries_reference_id: str,
    *,
    client: AuthenticatedClient,
    function: GetTimeseriesPayloadFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesPayloadFillOption | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    measurement: str | Unset = UNSET,
    field: str | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> Response[
    Any
    | GetTimeseriesPayloadResponse400
    | GetTimeseriesPayloadResponse401
    | GetTimeseriesPayloadResponse403
    | GetTimeseriesPayloadResponse404
    | Problem
    | list[GetTimeseriesPayloadResponse200Item]
]:
    """Get Timeseries Payload: the points of the referenced channels over the referenced range, raw or
    aggregated (needs read on the Collection and the container). A range of any length is answered:
    beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned GET of the
    same body (docs/legacy-shelf.md).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        timeseries_reference_id (str): A non-negative int64, in decimal.
        function (GetTimeseriesPayloadFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (GetTimeseriesPayloadFillOption | Unset):
        device (str | Unset): Names, comma-separated or the parameter repeated
        location (str | Unset): Names, comma-separated or the parameter repeated
        symbolic_name (str | Unset): Names, comma-separated or the parameter repeated
        measurement (str | Unset): Names, comma-separated or the parameter repeated
        field (str | Unset): Names, comma-separated or the parameter repeated
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetTimeseriesPayloadResponse400 | GetTimeseriesPayloadResponse401 | GetTimeseriesPayloadResponse403 | GetTimeseriesPayloadResponse404 | Problem | list[GetTimeseriesPayloadResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        timeseries_reference_id=timeseries_reference_id,
        function=function,
        group_by=group_by,
        fill_option=fill_option,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        measurement=measurement,
        field=field,
        version_uid=version_uid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    timeseries_reference_id: str,
    *,
    client: AuthenticatedClient,
    function: GetTimeseriesPayloadFunction | Unset = UNSET,
    group_by: str | Unset = UNSET,
    fill_option: GetTimeseriesPayloadFillOption | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    measurement: str | Unset = UNSET,
    field: str | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> (
    Any
    | GetTimeseriesPayloadResponse400
    | GetTimeseriesPayloadResponse401
    | GetTimeseriesPayloadResponse403
    | GetTimeseriesPayloadResponse404
    | Problem
    | list[GetTimeseriesPayloadResponse200Item]
    | None
):
    """Get Timeseries Payload: the points of the referenced channels over the referenced range, raw or
    aggregated (needs read on the Collection and the container). A range of any length is answered:
    beyond what one response carries (5 MB of JSON, 4.5 MB of CSV) by a 303 to a presigned GET of the
    same body (docs/legacy-shelf.md).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        timeseries_reference_id (str): A non-negative int64, in decimal.
        function (GetTimeseriesPayloadFunction | Unset):
        group_by (str | Unset): Bucket width in nanoseconds (needs `function`); buckets are
            aligned to the epoch
        fill_option (GetTimeseriesPayloadFillOption | Unset):
        device (str | Unset): Names, comma-separated or the parameter repeated
        location (str | Unset): Names, comma-separated or the parameter repeated
        symbolic_name (str | Unset): Names, comma-separated or the parameter repeated
        measurement (str | Unset): Names, comma-separated or the parameter repeated
        field (str | Unset): Names, comma-separated or the parameter repeated
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetTimeseriesPayloadResponse400 | GetTimeseriesPayloadResponse401 | GetTimeseriesPayloadResponse403 | GetTimeseriesPayloadResponse404 | Problem | list[GetTimeseriesPayloadResponse200Item]
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            timeseries_reference_id=timeseries_reference_id,
            client=client,
            function=function,
            group_by=group_by,
            fill_option=fill_option,
            device=device,
            location=location,
            symbolic_name=symbolic_name,
            measurement=measurement,
            field=field,
            version_uid=version_uid,
        )
    ).parsed
