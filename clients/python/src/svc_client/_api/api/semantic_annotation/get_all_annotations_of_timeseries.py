from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_all_annotations_of_timeseries_response_200_item import (
    GetAllAnnotationsOfTimeseriesResponse200Item,
)
from ...models.get_all_annotations_of_timeseries_response_400 import (
    GetAllAnnotationsOfTimeseriesResponse400,
)
from ...models.get_all_annotations_of_timeseries_response_401 import (
    GetAllAnnotationsOfTimeseriesResponse401,
)
from ...models.get_all_annotations_of_timeseries_response_403 import (
    GetAllAnnotationsOfTimeseriesResponse403,
)
from ...models.get_all_annotations_of_timeseries_response_404 import (
    GetAllAnnotationsOfTimeseriesResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    timeseries_container_id: str,
    timeseries_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/timeseriesContainers/{timeseries_container_id}/timeseries/{timeseries_id}/semanticAnnotations".format(
            timeseries_container_id=quote(str(timeseries_container_id), safe=""),
            timeseries_id=quote(str(timeseries_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetAllAnnotationsOfTimeseriesResponse400
    | GetAllAnnotationsOfTimeseriesResponse401
    | GetAllAnnotationsOfTimeseriesResponse403
    | GetAllAnnotationsOfTimeseriesResponse404
    | Problem
    | list[GetAllAnnotationsOfTimeseriesResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetAllAnnotationsOfTimeseriesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetAllAnnotationsOfTimeseriesResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = GetAllAnnotationsOfTimeseriesResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = GetAllAnnotationsOfTimeseriesResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = GetAllAnnotationsOfTimeseriesResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetAllAnnotationsOfTimeseriesResponse400
    | GetAllAnnotationsOfTimeseriesResponse401
    | GetAllAnnotationsOfTimeseriesResponse403
    | GetAllAnnotationsOfTimeseriesResponse404
    | Problem
    | list[GetAllAnnotationsOfTimeseriesResponse200Item]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    timeseries_container_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetAllAnnotationsOfTimeseriesResponse400
    | GetAllAnnotationsOfTimeseriesResponse401
    | GetAllAnnotationsOfTimeseriesResponse403
    | GetAllAnnotationsOfTimeseriesResponse404
    | Problem
    | list[GetAllAnnotationsOfTimeseriesResponse200Item]
]:
    """Get All Annotations of the Timeseries (needs read on the container)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllAnnotationsOfTimeseriesResponse400 | GetAllAnnotationsOfTimeseriesResponse401 | GetAllAnnotationsOfTimeseriesResponse403 | GetAllAnnotationsOfTimeseriesResponse404 | Problem | list[GetAllAnnotationsOfTimeseriesResponse200Item]]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        timeseries_id=timeseries_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    timeseries_container_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetAllAnnotationsOfTimeseriesResponse400
    | GetAllAnnotationsOfTimeseriesResponse401
    | GetAllAnnotationsOfTimeseriesResponse403
    | GetAllAnnotationsOfTimeseriesResponse404
    | Problem
    | list[GetAllAnnotationsOfTimeseriesResponse200Item]
    | None
):
    """Get All Annotations of the Timeseries (needs read on the container)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllAnnotationsOfTimeseriesResponse400 | GetAllAnnotationsOfTimeseriesResponse401 | GetAllAnnotationsOfTimeseriesResponse403 | GetAllAnnotationsOfTimeseriesResponse404 | Problem | list[GetAllAnnotationsOfTimeseriesResponse200Item]
    """

    return sync_detailed(
        timeseries_container_id=timeseries_container_id,
        timeseries_id=timeseries_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    timeseries_container_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetAllAnnotationsOfTimeseriesResponse400
    | GetAllAnnotationsOfTimeseriesResponse401
    | GetAllAnnotationsOfTimeseriesResponse403
    | GetAllAnnotationsOfTimeseriesResponse404
    | Problem
    | list[GetAllAnnotationsOfTimeseriesResponse200Item]
]:
    """Get All Annotations of the Timeseries (needs read on the container)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllAnnotationsOfTimeseriesResponse400 | GetAllAnnotationsOfTimeseriesResponse401 | GetAllAnnotationsOfTimeseriesResponse403 | GetAllAnnotationsOfTimeseriesResponse404 | Problem | list[GetAllAnnotationsOfTimeseriesResponse200Item]]
    """

    kwargs = _get_kwargs(
        timeseries_container_id=timeseries_container_id,
        timeseries_id=timeseries_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    timeseries_container_id: str,
    timeseries_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetAllAnnotationsOfTimeseriesResponse400
    | GetAllAnnotationsOfTimeseriesResponse401
    | GetAllAnnotationsOfTimeseriesResponse403
    | GetAllAnnotationsOfTimeseriesResponse404
    | Problem
    | list[GetAllAnnotationsOfTimeseriesResponse200Item]
    | None
):
    """Get All Annotations of the Timeseries (needs read on the container)

    Args:
        timeseries_container_id (str): A non-negative int64, in decimal.
        timeseries_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllAnnotationsOfTimeseriesResponse400 | GetAllAnnotationsOfTimeseriesResponse401 | GetAllAnnotationsOfTimeseriesResponse403 | GetAllAnnotationsOfTimeseriesResponse404 | Problem | list[GetAllAnnotationsOfTimeseriesResponse200Item]
    """

    return (
        await asyncio_detailed(
            timeseries_container_id=timeseries_container_id,
            timeseries_id=timeseries_id,
            client=client,
        )
    ).parsed
