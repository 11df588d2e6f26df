from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_spatial_data_roles_response_200 import GetSpatialDataRolesResponse200
from ...models.get_spatial_data_roles_response_400 import GetSpatialDataRolesResponse400
from ...models.get_spatial_data_roles_response_401 import GetSpatialDataRolesResponse401
from ...models.get_spatial_data_roles_response_403 import GetSpatialDataRolesResponse403
from ...models.get_spatial_data_roles_response_404 import GetSpatialDataRolesResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    spatial_data_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/spatialDataContainers/{spatial_data_container_id}/roles".format(
            spatial_data_container_id=quote(str(spatial_data_container_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetSpatialDataRolesResponse200
    | GetSpatialDataRolesResponse400
    | GetSpatialDataRolesResponse401
    | GetSpatialDataRolesResponse403
    | GetSpatialDataRolesResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetSpatialDataRolesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetSpatialDataRolesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetSpatialDataRolesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetSpatialDataRolesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetSpatialDataRolesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetSpatialDataRolesResponse200
    | GetSpatialDataRolesResponse400
    | GetSpatialDataRolesResponse401
    | GetSpatialDataRolesResponse403
    | GetSpatialDataRolesResponse404
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
    GetSpatialDataRolesResponse200
    | GetSpatialDataRolesResponse400
    | GetSpatialDataRolesResponse401
    | GetSpatialDataRolesResponse403
    | GetSpatialDataRolesResponse404
    | Problem
]:
    """Get Spatial Data Roles (the caller's)

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSpatialDataRolesResponse200 | GetSpatialDataRolesResponse400 | GetSpatialDataRolesResponse401 | GetSpatialDataRolesResponse403 | GetSpatialDataRolesResponse404 | Problem]
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
    GetSpatialDataRolesResponse200
    | GetSpatialDataRolesResponse400
    | GetSpatialDataRolesResponse401
    | GetSpatialDataRolesResponse403
    | GetSpatialDataRolesResponse404
    | Problem
    | None
):
    """Get Spatial Data Roles (the caller's)

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSpatialDataRolesResponse200 | GetSpatialDataRolesResponse400 | GetSpatialDataRolesResponse401 | GetSpatialDataRolesResponse403 | GetSpatialDataRolesResponse404 | Problem
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
    GetSpatialDataRolesResponse200
    | GetSpatialDataRolesResponse400
    | GetSpatialDataRolesResponse401
    | GetSpatialDataRolesResponse403
    | GetSpatialDataRolesResponse404
    | Problem
]:
    """Get Spatial Data Roles (the caller's)

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSpatialDataRolesResponse200 | GetSpatialDataRolesResponse400 | GetSpatialDataRolesResponse401 | GetSpatialDataRolesResponse403 | GetSpatialDataRolesResponse404 | Problem]
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
    GetSpatialDataRolesResponse200
    | GetSpatialDataRolesResponse400
    | GetSpatialDataRolesResponse401
    | GetSpatialDataRolesResponse403
    | GetSpatialDataRolesResponse404
    | Problem
    | None
):
    """Get Spatial Data Roles (the caller's)

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSpatialDataRolesResponse200 | GetSpatialDataRolesResponse400 | GetSpatialDataRolesResponse401 | GetSpatialDataRolesResponse403 | GetSpatialDataRolesResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            spatial_data_container_id=spatial_data_container_id,
            client=client,
        )
    ).parsed
