from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.edit_spatial_data_permissions_body import EditSpatialDataPermissionsBody
from ...models.edit_spatial_data_permissions_response_200 import (
    EditSpatialDataPermissionsResponse200,
)
from ...models.edit_spatial_data_permissions_response_400 import (
    EditSpatialDataPermissionsResponse400,
)
from ...models.edit_spatial_data_permissions_response_401 import (
    EditSpatialDataPermissionsResponse401,
)
from ...models.edit_spatial_data_permissions_response_403 import (
    EditSpatialDataPermissionsResponse403,
)
from ...models.edit_spatial_data_permissions_response_404 import (
    EditSpatialDataPermissionsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    spatial_data_container_id: str,
    *,
    body: EditSpatialDataPermissionsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/spatialDataContainers/{spatial_data_container_id}/permissions".format(
            spatial_data_container_id=quote(str(spatial_data_container_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EditSpatialDataPermissionsResponse200
    | EditSpatialDataPermissionsResponse400
    | EditSpatialDataPermissionsResponse401
    | EditSpatialDataPermissionsResponse403
    | EditSpatialDataPermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = EditSpatialDataPermissionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = EditSpatialDataPermissionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = EditSpatialDataPermissionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = EditSpatialDataPermissionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = EditSpatialDataPermissionsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EditSpatialDataPermissionsResponse200
    | EditSpatialDataPermissionsResponse400
    | EditSpatialDataPermissionsResponse401
    | EditSpatialDataPermissionsResponse403
    | EditSpatialDataPermissionsResponse404
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
    body: EditSpatialDataPermissionsBody,
) -> Response[
    EditSpatialDataPermissionsResponse200
    | EditSpatialDataPermissionsResponse400
    | EditSpatialDataPermissionsResponse401
    | EditSpatialDataPermissionsResponse403
    | EditSpatialDataPermissionsResponse404
    | Problem
]:
    """Edit Spatial Data Permissions (needs manage)

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        body (EditSpatialDataPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditSpatialDataPermissionsResponse200 | EditSpatialDataPermissionsResponse400 | EditSpatialDataPermissionsResponse401 | EditSpatialDataPermissionsResponse403 | EditSpatialDataPermissionsResponse404 | Problem]
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
    body: EditSpatialDataPermissionsBody,
) -> (
    EditSpatialDataPermissionsResponse200
    | EditSpatialDataPermissionsResponse400
    | EditSpatialDataPermissionsResponse401
    | EditSpatialDataPermissionsResponse403
    | EditSpatialDataPermissionsResponse404
    | Problem
    | None
):
    """Edit Spatial Data Permissions (needs manage)

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        body (EditSpatialDataPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditSpatialDataPermissionsResponse200 | EditSpatialDataPermissionsResponse400 | EditSpatialDataPermissionsResponse401 | EditSpatialDataPermissionsResponse403 | EditSpatialDataPermissionsResponse404 | Problem
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
    body: EditSpatialDataPermissionsBody,
) -> Response[
    EditSpatialDataPermissionsResponse200
    | EditSpatialDataPermissionsResponse400
    | EditSpatialDataPermissionsResponse401
    | EditSpatialDataPermissionsResponse403
    | EditSpatialDataPermissionsResponse404
    | Problem
]:
    """Edit Spatial Data Permissions (needs manage)

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        body (EditSpatialDataPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditSpatialDataPermissionsResponse200 | EditSpatialDataPermissionsResponse400 | EditSpatialDataPermissionsResponse401 | EditSpatialDataPermissionsResponse403 | EditSpatialDataPermissionsResponse404 | Problem]
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
    body: EditSpatialDataPermissionsBody,
) -> (
    EditSpatialDataPermissionsResponse200
    | EditSpatialDataPermissionsResponse400
    | EditSpatialDataPermissionsResponse401
    | EditSpatialDataPermissionsResponse403
    | EditSpatialDataPermissionsResponse404
    | Problem
    | None
):
    """Edit Spatial Data Permissions (needs manage)

    Args:
        spatial_data_container_id (str): A non-negative int64, in decimal.
        body (EditSpatialDataPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditSpatialDataPermissionsResponse200 | EditSpatialDataPermissionsResponse400 | EditSpatialDataPermissionsResponse401 | EditSpatialDataPermissionsResponse403 | EditSpatialDataPermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            spatial_data_container_id=spatial_data_container_id,
            client=client,
            body=body,
        )
    ).parsed
