from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_timeseries_available_response_200_item import (
    GetTimeseriesAvailableResponse200Item,
)
from ...models.get_timeseries_available_response_400 import (
    GetTimeseriesAvailableResponse400,
)
from ...models.get_timeseries_available_response_401 import (
    GetTimeseriesAvailableResponse401,
)
from ...models.get_timeseries_available_response_403 import (
    GetTimeseriesAvailableResponse403,
)
from ...models.get_timeseries_available_response_404 import (
    GetTimeseriesAvailableResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    timeseries_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/available".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetTimeseriesAvailableResponse400
    | GetTimeseriesAvailableResponse401
    | GetTimeseriesAvailableResponse403
    | GetTimeseriesAvailableResponse404
    | Problem
    | list[GetTimeseriesAvailableResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetTimeseriesAvailableResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetTimeseriesAvailableResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetTimeseriesAvailableResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetTimeseriesAvailableResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetTimeseriesAvailableResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetTimeseriesAvailableResponse400
    | GetTimeseriesAvailableResponse401
    | GetTimeseriesAvailableResponse403
    | GetTimeseriesAvailableResponse404
    | Problem
    | list[GetTimeseriesAvailableResponse200Item]
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
) -> Response[
    Any
    | GetTimeseriesAvailableResponse400
    | GetTimeseriesAvailableResponse401
    | GetTimeseriesAvailableResponse403
    | GetTimeseriesAvailableResponse404
    | Problem
    | list[GetTimeseriesAvailableResponse200Item]
]:
    """Get Timeseries Available: the names of every channel of the container

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetTimeseriesAvailableResponse400 | GetTimeseriesAvailableResponse401 | GetTimeseriesAvailableResponse403 | GetTimeseriesAvailableResponse404 | Problem | list[GetTimeseriesAvailableResponse200Item]]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetTimeseriesAvailableResponse400
    | GetTimeseriesAvailableResponse401
    | GetTimeseriesAvailableResponse403
    | GetTimeseriesAvailableResponse404
    | Problem
    | list[GetTimeseriesAvailableResponse200Item]
    | None
):
    """Get Timeseries Available: the names of every channel of the container

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetTimeseriesAvailableResponse400 | GetTimeseriesAvailableResponse401 | GetTimeseriesAvailableResponse403 | GetTimeseriesAvailableResponse404 | Problem | list[GetTimeseriesAvailableResponse200Item]
    """

    return sync_detailed(
        timeseries_container_id=timeseries_container_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetTimeseriesAvailableResponse400
    | GetTimeseriesAvailableResponse401
    | GetTimeseriesAvailableResponse403
    | GetTimeseriesAvailableResponse404
    | Problem
    | list[GetTimeseriesAvailableResponse200Item]
]:
    """Get Timeseries Available: the names of every channel of the container

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetTimeseriesAvailableResponse400 | GetTimeseriesAvailableResponse401 | GetTimeseriesAvailableResponse403 | GetTimeseriesAvailableResponse404 | Problem | list[GetTimeseriesAvailableResponse200Item]]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    timeseries_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetTimeseriesAvailableResponse400
    | GetTimeseriesAvailableResponse401
    | GetTimeseriesAvailableResponse403
    | GetTimeseriesAvailableResponse404
    | Problem
    | list[GetTimeseriesAvailableResponse200Item]
    | None
):
    """Get Timeseries Available: the names of every channel of the container

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetTimeseriesAvailableResponse400 | GetTimeseriesAvailableResponse401 | GetTimeseriesAvailableResponse403 | GetTimeseriesAvailableResponse404 | Problem | list[GetTimeseriesAvailableResponse200Item]
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            client=client,
        )
    ).parsed
