from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_spatial_data_container_response_400 import (
    DeleteSpatialDataContainerResponse400,
)
from ...models.delete_spatial_data_container_response_401 import (
    DeleteSpatialDataContainerResponse401,
)
from ...models.delete_spatial_data_container_response_403 import (
    DeleteSpatialDataContainerResponse403,
)
from ...models.delete_spatial_data_container_response_404 import (
    DeleteSpatialDataContainerResponse404,
)
from ...models.delete_spatial_data_container_response_503 import (
    DeleteSpatialDataContainerResponse503,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    spatial_data_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/spatialDataContainers/{spatial_data_container_id}".format(
            spatial_data_container_id=quote(str(spatial_data_container_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteSpatialDataContainerResponse400
    | DeleteSpatialDataContainerResponse401
    | DeleteSpatialDataContainerResponse403
    | DeleteSpatialDataContainerResponse404
    | DeleteSpatialDataContainerResponse503
    | Problem
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 400:
        response_400 = DeleteSpatialDataContainerResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteSpatialDataContainerResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteSpatialDataContainerResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteSpatialDataContainerResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = DeleteSpatialDataContainerResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteSpatialDataContainerResponse400
    | DeleteSpatialDataContainerResponse401
    | DeleteSpatialDataContainerResponse403
    | DeleteSpatialDataContainerResponse404
    | DeleteSpatialDataContainerResponse503
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
) -> Response[
    Any
    | DeleteSpatialDataContainerResponse400
    | DeleteSpatialDataContainerResponse401
    | DeleteSpatialDataContainerResponse403
    | DeleteSpatialDataContainerResponse404
    | DeleteSpatialDataContainerResponse503
    | Problem
]:
    """Delete Spatial Data Container (needs write): gone at once, its points deleted in the background

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSpatialDataContainerResponse400 | DeleteSpatialDataContainerResponse401 | DeleteSpatialDataContainerResponse403 | DeleteSpatialDataContainerResponse404 | DeleteSpatialDataContainerResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        spatial_data_container_id=spatial_data_container_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteSpatialDataContainerResponse400
    | DeleteSpatialDataContainerResponse401
    | DeleteSpatialDataContainerResponse403
    | DeleteSpatialDataContainerResponse404
    | DeleteSpatialDataContainerResponse503
    | Problem
    | None
):
    """Delete Spatial Data Container (needs write): gone at once, its points deleted in the background

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSpatialDataContainerResponse400 | DeleteSpatialDataContainerResponse401 | DeleteSpatialDataContainerResponse403 | DeleteSpatialDataContainerResponse404 | DeleteSpatialDataContainerResponse503 | Problem
    """

    return sync_detailed(
        spatial_data_container_id=spatial_data_container_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteSpatialDataContainerResponse400
    | DeleteSpatialDataContainerResponse401
    | DeleteSpatialDataContainerResponse403
    | DeleteSpatialDataContainerResponse404
    | DeleteSpatialDataContainerResponse503
    | Problem
]:
    """Delete Spatial Data Container (needs write): gone at once, its points deleted in the background

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteSpatialDataContainerResponse400 | DeleteSpatialDataContainerResponse401 | DeleteSpatialDataContainerResponse403 | DeleteSpatialDataContainerResponse404 | DeleteSpatialDataContainerResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        spatial_data_container_id=spatial_data_container_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    spatial_data_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteSpatialDataContainerResponse400
    | DeleteSpatialDataContainerResponse401
    | DeleteSpatialDataContainerResponse403
    | DeleteSpatialDataContainerResponse404
    | DeleteSpatialDataContainerResponse503
    | Problem
    | None
):
    """Delete Spatial Data Container (needs write): gone at once, its points deleted in the background

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteSpatialDataContainerResponse400 | DeleteSpatialDataContainerResponse401 | DeleteSpatialDataContainerResponse403 | DeleteSpatialDataContainerResponse404 | DeleteSpatialDataContainerResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            spatial_data_container_id=spatial_data_container_id,
            client=client,
        )
    ).parsed
