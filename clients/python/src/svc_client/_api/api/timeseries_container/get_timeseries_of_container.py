from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_timeseries_of_container_response_200_item import (
    GetTimeseriesOfContainerResponse200Item,
)
from ...models.get_timeseries_of_container_response_400 import (
    GetTimeseriesOfContainerResponse400,
)
from ...models.get_timeseries_of_container_response_401 import (
    GetTimeseriesOfContainerResponse401,
)
from ...models.get_timeseries_of_container_response_403 import (
    GetTimeseriesOfContainerResponse403,
)
from ...models.get_timeseries_of_container_response_404 import (
    GetTimeseriesOfContainerResponse404,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    timeseries_container_id: str,
    *,
    measurement: str | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    field: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["measurement"] = measurement

    params["device"] = device

    params["location"] = location

    params["symbolic_name"] = symbolic_name

    params["field"] = field

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/timeseries".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetTimeseriesOfContainerResponse400
    | GetTimeseriesOfContainerResponse401
    | GetTimeseriesOfContainerResponse403
    | GetTimeseriesOfContainerResponse404
    | Problem
    | list[GetTimeseriesOfContainerResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetTimeseriesOfContainerResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetTimeseriesOfContainerResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetTimeseriesOfContainerResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetTimeseriesOfContainerResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetTimeseriesOfContainerResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetTimeseriesOfContainerResponse400
    | GetTimeseriesOfContainerResponse401
    | GetTimeseriesOfContainerResponse403
    | GetTimeseriesOfContainerResponse404
    | Problem
    | list[GetTimeseriesOfContainerResponse200Item]
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
    measurement: str | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    field: str | Unset = UNSET,
) -> Response[
    Any
    | GetTimeseriesOfContainerResponse400
    | GetTimeseriesOfContainerResponse401
    | GetTimeseriesOfContainerResponse403
    | GetTimeseriesOfContainerResponse404
    | Problem
    | list[GetTimeseriesOfContainerResponse200Item]
]:
    """Get Timeseries Of Container: its channels, filtered by exact names

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str | Unset):
        device (str | Unset):
        location (str | Unset):
        symbolic_name (str | Unset):
        field (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetTimeseriesOfContainerResponse400 | GetTimeseriesOfContainerResponse401 | GetTimeseriesOfContainerResponse403 | GetTimeseriesOfContainerResponse404 | Problem | list[GetTimeseriesOfContainerResponse200Item]]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        measurement=measurement,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        field=field,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    measurement: str | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    field: str | Unset = UNSET,
) -> (
    Any
    | GetTimeseriesOfContainerResponse400
    | GetTimeseriesOfContainerResponse401
    | GetTimeseriesOfContainerResponse403
    | GetTimeseriesOfContainerResponse404
    | Problem
    | list[GetTimeseriesOfContainerResponse200Item]
    | None
):
    """Get Timeseries Of Container: its channels, filtered by exact names

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str | Unset):
        device (str | Unset):
        location (str | Unset):
        symbolic_name (str | Unset):
        field (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetTimeseriesOfContainerResponse400 | GetTimeseriesOfContainerResponse401 | GetTimeseriesOfContainerResponse403 | GetTimeseriesOfContainerResponse404 | Problem | list[GetTimeseriesOfContainerResponse200Item]
    """

    return sync_detailed(
        timeseries_container_id=timeseries_container_id,
        client=client,
        measurement=measurement,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        field=field,
    ).parsed


async def asyncio_detailed(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    measurement: str | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    field: str | Unset = UNSET,
) -> Response[
    Any
    | GetTimeseriesOfContainerResponse400
    | GetTimeseriesOfContainerResponse401
    | GetTimeseriesOfContainerResponse403
    | GetTimeseriesOfContainerResponse404
    | Problem
    | list[GetTimeseriesOfContainerResponse200Item]
]:
    """Get Timeseries Of Container: its channels, filtered by exact names

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str | Unset):
        device (str | Unset):
        location (str | Unset):
        symbolic_name (str | Unset):
        field (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetTimeseriesOfContainerResponse400 | GetTimeseriesOfContainerResponse401 | GetTimeseriesOfContainerResponse403 | GetTimeseriesOfContainerResponse404 | Problem | list[GetTimeseriesOfContainerResponse200Item]]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        measurement=measurement,
        device=device,
        location=location,
        symbolic_name=symbolic_name,
        field=field,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
    measurement: str | Unset = UNSET,
    device: str | Unset = UNSET,
    location: str | Unset = UNSET,
    symbolic_name: str | Unset = UNSET,
    field: str | Unset = UNSET,
) -> (
    Any
    | GetTimeseriesOfContainerResponse400
    | GetTimeseriesOfContainerResponse401
    | GetTimeseriesOfContainerResponse403
    | GetTimeseriesOfContainerResponse404
    | Problem
    | list[GetTimeseriesOfContainerResponse200Item]
    | None
):
    """Get Timeseries Of Container: its channels, filtered by exact names

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        measurement (str | Unset):
        device (str | Unset):
        location (str | Unset):
        symbolic_name (str | Unset):
        field (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetTimeseriesOfContainerResponse400 | GetTimeseriesOfContainerResponse401 | GetTimeseriesOfContainerResponse403 | GetTimeseriesOfContainerResponse404 | Problem | list[GetTimeseriesOfContainerResponse200Item]
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
        )
    ).parsed
