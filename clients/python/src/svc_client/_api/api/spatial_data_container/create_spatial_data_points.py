from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_spatial_data_points_body_item import (
    CreateSpatialDataPointsBodyItem,
)
from ...models.create_spatial_data_points_response_400 import (
    CreateSpatialDataPointsResponse400,
)
from ...models.create_spatial_data_points_response_401 import (
    CreateSpatialDataPointsResponse401,
)
from ...models.create_spatial_data_points_response_403 import (
    CreateSpatialDataPointsResponse403,
)
from ...models.create_spatial_data_points_response_404 import (
    CreateSpatialDataPointsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    spatial_data_container_id: str,
    *,
    body: list[CreateSpatialDataPointsBodyItem],
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/spatialDataContainers/{spatial_data_container_id}/payload".format(
            spatial_data_container_id=quote(str(spatial_data_container_id), safe=""),
        ),
    }

    _kwargs["json"] = []
    for body_item_data in body:
        body_item = body_item_data.to_dict()
        _kwargs["json"].append(body_item)

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | CreateSpatialDataPointsResponse400
    | CreateSpatialDataPointsResponse401
    | CreateSpatialDataPointsResponse403
    | CreateSpatialDataPointsResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = CreateSpatialDataPointsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateSpatialDataPointsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateSpatialDataPointsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateSpatialDataPointsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | CreateSpatialDataPointsResponse400
    | CreateSpatialDataPointsResponse401
    | CreateSpatialDataPointsResponse403
    | CreateSpatialDataPointsResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
    body: list[CreateSpatialDataPointsBodyItem],
) -> Response[
    Any
    | CreateSpatialDataPointsResponse400
    | CreateSpatialDataPointsResponse401
    | CreateSpatialDataPointsResponse403
    | CreateSpatialDataPointsResponse404
    | Problem
]:
    """Create Spatial Data Points (needs write): all or nothing; finite coordinates, exact int64 nanosecond
    timestamps (server time when absent).

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        body (list[CreateSpatialDataPointsBodyItem]): At most 10000 points; all or nothing

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CreateSpatialDataPointsResponse400 | CreateSpatialDataPointsResponse401 | CreateSpatialDataPointsResponse403 | CreateSpatialDataPointsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        spatial_data_container_id=spatial_data_container_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
    body: list[CreateSpatialDataPointsBodyItem],
) -> (
    Any
    | CreateSpatialDataPointsResponse400
    | CreateSpatialDataPointsResponse401
    | CreateSpatialDataPointsResponse403
    | CreateSpatialDataPointsResponse404
    | Problem
    | None
):
    """Create Spatial Data Points (needs write): all or nothing; finite coordinates, exact int64 nanosecond
    timestamps (server time when absent).

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        body (list[CreateSpatialDataPointsBodyItem]): At most 10000 points; all or nothing

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CreateSpatialDataPointsResponse400 | CreateSpatialDataPointsResponse401 | CreateSpatialDataPointsResponse403 | CreateSpatialDataPointsResponse404 | Problem
    """

    return sync_detailed(
        spatial_data_container_id=spatial_data_container_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
    body: list[CreateSpatialDataPointsBodyItem],
) -> Response[
    Any
    | CreateSpatialDataPointsResponse400
    | CreateSpatialDataPointsResponse401
    | CreateSpatialDataPointsResponse403
    | CreateSpatialDataPointsResponse404
    | Problem
]:
    """Create Spatial Data Points (needs write): all or nothing; finite coordinates, exact int64 nanosecond
    timestamps (server time when absent).

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        body (list[CreateSpatialDataPointsBodyItem]): At most 10000 points; all or nothing

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | CreateSpatialDataPointsResponse400 | CreateSpatialDataPointsResponse401 | CreateSpatialDataPointsResponse403 | CreateSpatialDataPointsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        spatial_data_container_id=spatial_data_container_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
    body: list[CreateSpatialDataPointsBodyItem],
) -> (
    Any
    | CreateSpatialDataPointsResponse400
    | CreateSpatialDataPointsResponse401
    | CreateSpatialDataPointsResponse403
    | CreateSpatialDataPointsResponse404
    | Problem
    | None
):
    """Create Spatial Data Points (needs write): all or nothing; finite coordinates, exact int64 nanosecond
    timestamps (server time when absent).

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        body (list[CreateSpatialDataPointsBodyItem]): At most 10000 points; all or nothing

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | CreateSpatialDataPointsResponse400 | CreateSpatialDataPointsResponse401 | CreateSpatialDataPointsResponse403 | CreateSpatialDataPointsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            spatial_data_container_id=spatial_data_container_id,
            client=client,
            body=body,
        )
    ).parsed
