from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_metric_of_timeseries_reference_function import (
    GetMetricOfTimeseriesReferenceFunction,
)
from ...models.get_metric_of_timeseries_reference_response_200 import (
    GetMetricOfTimeseriesReferenceResponse200,
)
from ...models.get_metric_of_timeseries_reference_response_400 import (
    GetMetricOfTimeseriesReferenceResponse400,
)
from ...models.get_metric_of_timeseries_reference_response_401 import (
    GetMetricOfTimeseriesReferenceResponse401,
)
from ...models.get_metric_of_timeseries_reference_response_403 import (
    GetMetricOfTimeseriesReferenceResponse403,
)
from ...models.get_metric_of_timeseries_reference_response_404 import (
    GetMetricOfTimeseriesReferenceResponse404,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    timeseries_reference_id: str,
    *,
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    version_uid: str | Unset = UNSET,
    function: GetMetricOfTimeseriesReferenceFunction,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["measurement"] = measurement

    params["device"] = device

    params["location"] = location

    params["symbolic_name"] = symbolic_name

    params["field"] = field

    params["versionUid"] = version_uid

    json_function = function.value
    params["function"] = json_function

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/timeseriesReferences/{timeseries_reference_id}/metric".format(
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
    GetMetricOfTimeseriesReferenceResponse200
    | GetMetricOfTimeseriesReferenceResponse400
    | GetMetricOfTimeseriesReferenceResponse401
    | GetMetricOfTimeseriesReferenceResponse403
    | GetMetricOfTimeseriesReferenceResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetMetricOfTimeseriesReferenceResponse200.from_dict(
            response.json()
        )

        return response_200

    if response.status_code == 400:
        response_400 = GetMetricOfTimeseriesReferenceResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = GetMetricOfTimeseriesReferenceResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = GetMetricOfTimeseriesReferenceResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = GetMetricOfTimeseriesReferenceResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetMetricOfTimeseriesReferenceResponse200
    | GetMetricOfTimeseriesReferenceResponse400
    | GetMetricOfTimeseriesReferenceResponse401
    | GetMetricOfTimeseriesReferenceResponse403
    | GetMetricOfTimeseriesReferenceResponse404
    | Problem
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
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    version_uid: str | Unset = UNSET,
    function: GetMetricOfTimeseriesReferenceFunction,
) -> Response[
    GetMetricOfTimeseriesReferenceResponse200
    | GetMetricOfTimeseriesReferenceResponse400
    | GetMetricOfTimeseriesReferenceResponse401
    | GetMetricOfTimeseriesReferenceResponse403
    | GetMetricOfTimeseriesReferenceResponse404
    | Problem
]:
    """Get Metric: one aggregate function over the referenced range of one referenced channel (null when
    the range holds no point)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        timeseries_reference_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        version_uid (str | Unset):
        function (GetMetricOfTimeseriesReferenceFunction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetMetricOfTimeseriesReferenceResponse200 | GetMetricOfTimeseriesReferenceResponse400 | GetMetricOfTimeseriesReferenceResponse401 | GetMetricOfTimeseriesReferenceResponse403 | GetMetricOfTimeseriesReferenceResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        timeseries_reference_id=timeseries_reference_id,
        measurement=measurement,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        field=field,
        version_uid=version_uid,
        function=function,
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
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    version_uid: str | Unset = UNSET,
    function: GetMetricOfTimeseriesReferenceFunction,
) -> (
    GetMetricOfTimeseriesReferenceResponse200
    | GetMetricOfTimeseriesReferenceResponse400
    | GetMetricOfTimeseriesReferenceResponse401
    | GetMetricOfTimeseriesReferenceResponse403
    | GetMetricOfTimeseriesReferenceResponse404
    | Problem
    | None
):
    """Get Metric: one aggregate function over the referenced range of one referenced channel (null when
    the range holds no point)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        timeseries_reference_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        version_uid (str | Unset):
        function (GetMetricOfTimeseriesReferenceFunction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetMetricOfTimeseriesReferenceResponse200 | GetMetricOfTimeseriesReferenceResponse400 | GetMetricOfTimeseriesReferenceResponse401 | GetMetricOfTimeseriesReferenceResponse403 | GetMetricOfTimeseriesReferenceResponse404 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        timeseries_reference_id=timeseries_reference_id,
        client=client,
        measurement=measurement,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        field=field,
        version_uid=version_uid,
        function=function,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    timeseries_reference_id: str,
    *,
    client: AuthenticatedClient,
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    version_uid: str | Unset = UNSET,
    function: GetMetricOfTimeseriesReferenceFunction,
) -> Response[
    GetMetricOfTimeseriesReferenceResponse200
    | GetMetricOfTimeseriesReferenceResponse400
    | GetMetricOfTimeseriesReferenceResponse401
    | GetMetricOfTimeseriesReferenceResponse403
    | GetMetricOfTimeseriesReferenceResponse404
    | Problem
]:
    """Get Metric: one aggregate function over the referenced range of one referenced channel (null when
    the range holds no point)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        timeseries_reference_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        version_uid (str | Unset):
        function (GetMetricOfTimeseriesReferenceFunction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetMetricOfTimeseriesReferenceResponse200 | GetMetricOfTimeseriesReferenceResponse400 | GetMetricOfTimeseriesReferenceResponse401 | GetMetricOfTimeseriesReferenceResponse403 | GetMetricOfTimeseriesReferenceResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        timeseries_reference_id=timeseries_reference_id,
        measurement=measurement,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        field=field,
        version_uid=version_uid,
        function=function,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    timeseries_reference_id: str,
    *,
    client: AuthenticatedClient,
    measurement: str,
    device: str,
    location: str,
    symbolic_name: str,
    field: str,
    version_uid: str | Unset = UNSET,
    function: GetMetricOfTimeseriesReferenceFunction,
) -> (
    GetMetricOfTimeseriesReferenceResponse200
    | GetMetricOfTimeseriesReferenceResponse400
    | GetMetricOfTimeseriesReferenceResponse401
    | GetMetricOfTimeseriesReferenceResponse403
    | GetMetricOfTimeseriesReferenceResponse404
    | Problem
    | None
):
    """Get Metric: one aggregate function over the referenced range of one referenced channel (null when
    the range holds no point)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        timeseries_reference_id (str): A non-negative int64, in decimal.
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        version_uid (str | Unset):
        function (GetMetricOfTimeseriesReferenceFunction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetMetricOfTimeseriesReferenceResponse200 | GetMetricOfTimeseriesReferenceResponse400 | GetMetricOfTimeseriesReferenceResponse401 | GetMetricOfTimeseriesReferenceResponse403 | GetMetricOfTimeseriesReferenceResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            timeseries_reference_id=timeseries_reference_id,
            client=client,
            measurement=measurement,
            device=device,
            location=location,
            symbolic_name=symbolic_name,
            field=field,
            version_uid=version_uid,
            function=function,
        )
    ).parsed
