from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_metrics_of_timeseries_reference_response_200_item import (
    GetMetricsOfTimeseriesReferenceResponse200Item,
)
from ...models.get_metrics_of_timeseries_reference_response_400 import (
    GetMetricsOfTimeseriesReferenceResponse400,
)
from ...models.get_metrics_of_timeseries_reference_response_401 import (
    GetMetricsOfTimeseriesReferenceResponse401,
)
from ...models.get_metrics_of_timeseries_reference_response_403 import (
    GetMetricsOfTimeseriesReferenceResponse403,
)
from ...models.get_metrics_of_timeseries_reference_response_404 import (
    GetMetricsOfTimeseriesReferenceResponse404,
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
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["measurement"] = measurement

    params["device"] = device

    params["location"] = location

    params["symbolic_name"] = symbolic_name

    params["field"] = field

    params["versionUid"] = version_uid

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/timeseriesReferences/{timeseries_reference_id}/metrics".format(
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
    | GetMetricsOfTimeseriesReferenceResponse400
    | GetMetricsOfTimeseriesReferenceResponse401
    | GetMetricsOfTimeseriesReferenceResponse403
    | GetMetricsOfTimeseriesReferenceResponse404
    | Problem
    | list[GetMetricsOfTimeseriesReferenceResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = (
                GetMetricsOfTimeseriesReferenceResponse200Item.from_dict(
                    response_200_item_data
                )
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetMetricsOfTimeseriesReferenceResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = GetMetricsOfTimeseriesReferenceResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = GetMetricsOfTimeseriesReferenceResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = GetMetricsOfTimeseriesReferenceResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetMetricsOfTimeseriesReferenceResponse400
    | GetMetricsOfTimeseriesReferenceResponse401
    | GetMetricsOfTimeseriesReferenceResponse403
    | GetMetricsOfTimeseriesReferenceResponse404
    | Problem
    | list[GetMetricsOfTimeseriesReferenceResponse200Item]
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
) -> Response[
    Any
    | GetMetricsOfTimeseriesReferenceResponse400
    | GetMetricsOfTimeseriesReferenceResponse401
    | GetMetricsOfTimeseriesReferenceResponse403
    | GetMetricsOfTimeseriesReferenceResponse404
    | Problem
    | list[GetMetricsOfTimeseriesReferenceResponse200Item]
]:
    """Get Metrics: every aggregate function the channel's type allows, over the referenced range of one
    referenced channel

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

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetMetricsOfTimeseriesReferenceResponse400 | GetMetricsOfTimeseriesReferenceResponse401 | GetMetricsOfTimeseriesReferenceResponse403 | GetMetricsOfTimeseriesReferenceResponse404 | Problem | list[GetMetricsOfTimeseriesReferenceResponse200Item]]
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
) -> (
    Any
    | GetMetricsOfTimeseriesReferenceResponse400
    | GetMetricsOfTimeseriesReferenceResponse401
    | GetMetricsOfTimeseriesReferenceResponse403
    | GetMetricsOfTimeseriesReferenceResponse404
    | Problem
    | list[GetMetricsOfTimeseriesReferenceResponse200Item]
    | None
):
    """Get Metrics: every aggregate function the channel's type allows, over the referenced range of one
    referenced channel

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

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetMetricsOfTimeseriesReferenceResponse400 | GetMetricsOfTimeseriesReferenceResponse401 | GetMetricsOfTimeseriesReferenceResponse403 | GetMetricsOfTimeseriesReferenceResponse404 | Problem | list[GetMetricsOfTimeseriesReferenceResponse200Item]
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
) -> Response[
    Any
    | GetMetricsOfTimeseriesReferenceResponse400
    | GetMetricsOfTimeseriesReferenceResponse401
    | GetMetricsOfTimeseriesReferenceResponse403
    | GetMetricsOfTimeseriesReferenceResponse404
    | Problem
    | list[GetMetricsOfTimeseriesReferenceResponse200Item]
]:
    """Get Metrics: every aggregate function the channel's type allows, over the referenced range of one
    referenced channel

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

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetMetricsOfTimeseriesReferenceResponse400 | GetMetricsOfTimeseriesReferenceResponse401 | GetMetricsOfTimeseriesReferenceResponse403 | GetMetricsOfTimeseriesReferenceResponse404 | Problem | list[GetMetricsOfTimeseriesReferenceResponse200Item]]
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
) -> (
    Any
    | GetMetricsOfTimeseriesReferenceResponse400
    | GetMetricsOfTimeseriesReferenceResponse401
    | GetMetricsOfTimeseriesReferenceResponse403
    | GetMetricsOfTimeseriesReferenceResponse404
    | Problem
    | list[GetMetricsOfTimeseriesReferenceResponse200Item]
    | None
):
    """Get Metrics: every aggregate function the channel's type allows, over the referenced range of one
    referenced channel

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

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetMetricsOfTimeseriesReferenceResponse400 | GetMetricsOfTimeseriesReferenceResponse401 | GetMetricsOfTimeseriesReferenceResponse403 | GetMetricsOfTimeseriesReferenceResponse404 | Problem | list[GetMetricsOfTimeseriesReferenceResponse200Item]
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
        )
    ).parsed
