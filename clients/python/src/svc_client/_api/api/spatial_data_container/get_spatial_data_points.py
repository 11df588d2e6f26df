from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_spatial_data_points_response_200_item import (
    GetSpatialDataPointsResponse200Item,
)
from ...models.get_spatial_data_points_response_400 import (
    GetSpatialDataPointsResponse400,
)
from ...models.get_spatial_data_points_response_401 import (
    GetSpatialDataPointsResponse401,
)
from ...models.get_spatial_data_points_response_403 import (
    GetSpatialDataPointsResponse403,
)
from ...models.get_spatial_data_points_response_404 import (
    GetSpatialDataPointsResponse404,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    spatial_data_container_id: str,
    *,
    geometry_filter: str | Unset = UNSET,
    metadata_filter: str | Unset = UNSET,
    measurements_filter: str | Unset = UNSET,
    start_time: str | Unset = UNSET,
    end_time: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    skip: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["geometryFilter"] = geometry_filter

    params["metadataFilter"] = metadata_filter

    params["measurementsFilter"] = measurements_filter

    params["startTime"] = start_time

    params["endTime"] = end_time

    params["limit"] = limit

    params["skip"] = skip

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/spatialDataContainers/{spatial_data_container_id}/payload".format(
            spatial_data_container_id=quote(str(spatial_data_container_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetSpatialDataPointsResponse400
    | GetSpatialDataPointsResponse401
    | GetSpatialDataPointsResponse403
    | GetSpatialDataPointsResponse404
    | Problem
    | list[GetSpatialDataPointsResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetSpatialDataPointsResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetSpatialDataPointsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetSpatialDataPointsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetSpatialDataPointsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetSpatialDataPointsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetSpatialDataPointsResponse400
    | GetSpatialDataPointsResponse401
    | GetSpatialDataPointsResponse403
    | GetSpatialDataPointsResponse404
    | Problem
    | list[GetSpatialDataPointsResponse200Item]
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
    geometry_filter: str | Unset = UNSET,
    metadata_filter: str | Unset = UNSET,
    measurements_filter: str | Unset = UNSET,
    start_time: str | Unset = UNSET,
    end_time: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    skip: str | Unset = UNSET,
) -> Response[
    Any
    | GetSpatialDataPointsResponse400
    | GetSpatialDataPointsResponse401
    | GetSpatialDataPointsResponse403
    | GetSpatialDataPointsResponse404
    | Problem
    | list[GetSpatialDataPointsResponse200Item]
]:
    """Get Spatial Data Points: every filter must hold; K_NEAREST_NEIGHBOR answers nearest first, other
    reads by timestamp. At most 10000 points an answer: without limit, more matches is a 400 naming
    limit.

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        geometry_filter (str | Unset): JSON text of one geometry filter: {"type": one of
            K_NEAREST_NEIGHBOR, BOUNDING_SPHERE, AXIS_ALIGNED_BOUNDING_BOX, ORIENTED_BOUNDING_BOX,
            ...}. K_NEAREST_NEIGHBOR: k (1–10000), x, y, z. BOUNDING_SPHERE: radius, centerX, centerY,
            centerZ. AXIS_ALIGNED_BOUNDING_BOX: minX, minY, minZ, maxX, maxY, maxZ.
            ORIENTED_BOUNDING_BOX: centerX, centerY, centerZ, extentX, extentY, extentZ (edge
            lengths), rotationW, rotationX, rotationY, rotationZ (a quaternion; identity when absent).
        metadata_filter (str | Unset): JSON text of an object; a point matches when its metadata
            contains it (nested objects by key, arrays by element)
        measurements_filter (str | Unset): JSON text of an array of at most 100 {key: comma-
            separated key path, operator: EQUALS | GREATER_THAN | LESS_THAN, value: number}
        start_time (str | Unset): Start timestamp in nanoseconds, inclusive
        end_time (str | Unset): End timestamp in nanoseconds, inclusive
        limit (str | Unset): At most this many points (at most 10000); without it, more than 10000
            matches is a 400
        skip (str | Unset): Every nth point: those whose id is a multiple of skip (0 and 1: all)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetSpatialDataPointsResponse400 | GetSpatialDataPointsResponse401 | GetSpatialDataPointsResponse403 | GetSpatialDataPointsResponse404 | Problem | list[GetSpatialDataPointsResponse200Item]]
    """

    kwargs = _get_kwargs(
        spatial_data_container_id=spatial_data_container_id,
        geometry_filter=geometry_filter,
        metadata_filter=metadata_filter,
        measurements_filter=measurements_filter,
        start_time=start_time,
        end_time=end_time,
        limit=limit,
        skip=skip,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
    geometry_filter: str | Unset = UNSET,
    metadata_filter: str | Unset = UNSET,
    measurements_filter: str | Unset = UNSET,
    start_time: str | Unset = UNSET,
    end_time: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    skip: str | Unset = UNSET,
) -> (
    Any
    | GetSpatialDataPointsResponse400
    | GetSpatialDataPointsResponse401
    | GetSpatialDataPointsResponse403
    | GetSpatialDataPointsResponse404
    | Problem
    | list[GetSpatialDataPointsResponse200Item]
    | None
):
    """Get Spatial Data Points: every filter must hold; K_NEAREST_NEIGHBOR answers nearest first, other
    reads by timestamp. At most 10000 points an answer: without limit, more matches is a 400 naming
    limit.

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        geometry_filter (str | Unset): JSON text of one geometry filter: {"type": one of
            K_NEAREST_NEIGHBOR, BOUNDING_SPHERE, AXIS_ALIGNED_BOUNDING_BOX, ORIENTED_BOUNDING_BOX,
            ...}. K_NEAREST_NEIGHBOR: k (1–10000), x, y, z. BOUNDING_SPHERE: radius, centerX, centerY,
            centerZ. AXIS_ALIGNED_BOUNDING_BOX: minX, minY, minZ, maxX, maxY, maxZ.
            ORIENTED_BOUNDING_BOX: centerX, centerY, centerZ, extentX, extentY, extentZ (edge
            lengths), rotationW, rotationX, rotationY, rotationZ (a quaternion; identity when absent).
        metadata_filter (str | Unset): JSON text of an object; a point matches when its metadata
            contains it (nested objects by key, arrays by element)
        measurements_filter (str | Unset): JSON text of an array of at most 100 {key: comma-
            separated key path, operator: EQUALS | GREATER_THAN | LESS_THAN, value: number}
        start_time (str | Unset): Start timestamp in nanoseconds, inclusive
        end_time (str | Unset): End timestamp in nanoseconds, inclusive
        limit (str | Unset): At most this many points (at most 10000); without it, more than 10000
            matches is a 400
        skip (str | Unset): Every nth point: those whose id is a multiple of skip (0 and 1: all)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetSpatialDataPointsResponse400 | GetSpatialDataPointsResponse401 | GetSpatialDataPointsResponse403 | GetSpatialDataPointsResponse404 | Problem | list[GetSpatialDataPointsResponse200Item]
    """

    return sync_detailed(
        spatial_data_container_id=spatial_data_container_id,
        client=client,
        geometry_filter=geometry_filter,
        metadata_filter=metadata_filter,
        measurements_filter=measurements_filter,
        start_time=start_time,
        end_time=end_time,
        limit=limit,
        skip=skip,
    ).parsed


async def asyncio_detailed(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
    geometry_filter: str | Unset = UNSET,
    metadata_filter: str | Unset = UNSET,
    measurements_filter: str | Unset = UNSET,
    start_time: str | Unset = UNSET,
    end_time: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    skip: str | Unset = UNSET,
) -> Response[
    Any
    | GetSpatialDataPointsResponse400
    | GetSpatialDataPointsResponse401
    | GetSpatialDataPointsResponse403
    | GetSpatialDataPointsResponse404
    | Problem
    | list[GetSpatialDataPointsResponse200Item]
]:
    """Get Spatial Data Points: every filter must hold; K_NEAREST_NEIGHBOR answers nearest first, other
    reads by timestamp. At most 10000 points an answer: without limit, more matches is a 400 naming
    limit.

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        geometry_filter (str | Unset): JSON text of one geometry filter: {"type": one of
            K_NEAREST_NEIGHBOR, BOUNDING_SPHERE, AXIS_ALIGNED_BOUNDING_BOX, ORIENTED_BOUNDING_BOX,
            ...}. K_NEAREST_NEIGHBOR: k (1–10000), x, y, z. BOUNDING_SPHERE: radius, centerX, centerY,
            centerZ. AXIS_ALIGNED_BOUNDING_BOX: minX, minY, minZ, maxX, maxY, maxZ.
            ORIENTED_BOUNDING_BOX: centerX, centerY, centerZ, extentX, extentY, extentZ (edge
            lengths), rotationW, rotationX, rotationY, rotationZ (a quaternion; identity when absent).
        metadata_filter (str | Unset): JSON text of an object; a point matches when its metadata
            contains it (nested objects by key, arrays by element)
        measurements_filter (str | Unset): JSON text of an array of at most 100 {key: comma-
            separated key path, operator: EQUALS | GREATER_THAN | LESS_THAN, value: number}
        start_time (str | Unset): Start timestamp in nanoseconds, inclusive
        end_time (str | Unset): End timestamp in nanoseconds, inclusive
        limit (str | Unset): At most this many points (at most 10000); without it, more than 10000
            matches is a 400
        skip (str | Unset): Every nth point: those whose id is a multiple of skip (0 and 1: all)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetSpatialDataPointsResponse400 | GetSpatialDataPointsResponse401 | GetSpatialDataPointsResponse403 | GetSpatialDataPointsResponse404 | Problem | list[GetSpatialDataPointsResponse200Item]]
    """

    kwargs = _get_kwargs(
        spatial_data_container_id=spatial_data_container_id,
        geometry_filter=geometry_filter,
        metadata_filter=metadata_filter,
        measurements_filter=measurements_filter,
        start_time=start_time,
        end_time=end_time,
        limit=limit,
        skip=skip,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
    geometry_filter: str | Unset = UNSET,
    metadata_filter: str | Unset = UNSET,
    measurements_filter: str | Unset = UNSET,
    start_time: str | Unset = UNSET,
    end_time: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    skip: str | Unset = UNSET,
) -> (
    Any
    | GetSpatialDataPointsResponse400
    | GetSpatialDataPointsResponse401
    | GetSpatialDataPointsResponse403
    | GetSpatialDataPointsResponse404
    | Problem
    | list[GetSpatialDataPointsResponse200Item]
    | None
):
    """Get Spatial Data Points: every filter must hold; K_NEAREST_NEIGHBOR answers nearest first, other
    reads by timestamp. At most 10000 points an answer: without limit, more matches is a 400 naming
    limit.

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        geometry_filter (str | Unset): JSON text of one geometry filter: {"type": one of
            K_NEAREST_NEIGHBOR, BOUNDING_SPHERE, AXIS_ALIGNED_BOUNDING_BOX, ORIENTED_BOUNDING_BOX,
            ...}. K_NEAREST_NEIGHBOR: k (1–10000), x, y, z. BOUNDING_SPHERE: radius, centerX, centerY,
            centerZ. AXIS_ALIGNED_BOUNDING_BOX: minX, minY, minZ, maxX, maxY, maxZ.
            ORIENTED_BOUNDING_BOX: centerX, centerY, centerZ, extentX, extentY, extentZ (edge
            lengths), rotationW, rotationX, rotationY, rotationZ (a quaternion; identity when absent).
        metadata_filter (str | Unset): JSON text of an object; a point matches when its metadata
            contains it (nested objects by key, arrays by element)
        measurements_filter (str | Unset): JSON text of an array of at most 100 {key: comma-
            separated key path, operator: EQUALS | GREATER_THAN | LESS_THAN, value: number}
        start_time (str | Unset): Start timestamp in nanoseconds, inclusive
        end_time (str | Unset): End timestamp in nanoseconds, inclusive
        limit (str | Unset): At most this many points (at most 10000); without it, more than 10000
            matches is a 400
        skip (str | Unset): Every nth point: those whose id is a multiple of skip (0 and 1: all)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetSpatialDataPointsResponse400 | GetSpatialDataPointsResponse401 | GetSpatialDataPointsResponse403 | GetSpatialDataPointsResponse404 | Problem | list[GetSpatialDataPointsResponse200Item]
    """

    return (
        await asyncio_detailed(
            spatial_data_container_id=spatial_data_container_id,
            client=client,
            geometry_filter=geometry_filter,
            metadata_filter=metadata_filter,
            measurements_filter=measurements_filter,
            start_time=start_time,
            end_time=end_time,
            limit=limit,
            skip=skip,
        )
    ).parsed
