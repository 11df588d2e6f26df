from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_spatial_data_container_body import CreateSpatialDataContainerBody
from ...models.create_spatial_data_container_response_201 import (
    CreateSpatialDataContainerResponse201,
)
from ...models.create_spatial_data_container_response_400 import (
    CreateSpatialDataContainerResponse400,
)
from ...models.create_spatial_data_container_response_401 import (
    CreateSpatialDataContainerResponse401,
)
from ...models.create_spatial_data_container_response_403 import (
    CreateSpatialDataContainerResponse403,
)
from ...models.create_spatial_data_container_response_404 import (
    CreateSpatialDataContainerResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateSpatialDataContainerBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/spatialDataContainers",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateSpatialDataContainerResponse201
    | CreateSpatialDataContainerResponse400
    | CreateSpatialDataContainerResponse401
    | CreateSpatialDataContainerResponse403
    | CreateSpatialDataContainerResponse404
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateSpatialDataContainerResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateSpatialDataContainerResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateSpatialDataContainerResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateSpatialDataContainerResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateSpatialDataContainerResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateSpatialDataContainerResponse201
    | CreateSpatialDataContainerResponse400
    | CreateSpatialDataContainerResponse401
    | CreateSpatialDataContainerResponse403
    | CreateSpatialDataContainerResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSpatialDataContainerBody,
) -> Response[
    CreateSpatialDataContainerResponse201
    | CreateSpatialDataContainerResponse400
    | CreateSpatialDataContainerResponse401
    | CreateSpatialDataContainerResponse403
    | CreateSpatialDataContainerResponse404
    | Problem
]:
    """Create Spatial Data Container (owned by the caller, Private)

    Args:
        body (CreateSpatialDataContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSpatialDataContainerResponse201 | CreateSpatialDataContainerResponse400 | CreateSpatialDataContainerResponse401 | CreateSpatialDataContainerResponse403 | CreateSpatialDataContainerResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateSpatialDataContainerBody,
) -> (
    CreateSpatialDataContainerResponse201
    | CreateSpatialDataContainerResponse400
    | CreateSpatialDataContainerResponse401
    | CreateSpatialDataContainerResponse403
    | CreateSpatialDataContainerResponse404
    | Problem
    | None
):
    """Create Spatial Data Container (owned by the caller, Private)

    Args:
        body (CreateSpatialDataContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSpatialDataContainerResponse201 | CreateSpatialDataContainerResponse400 | CreateSpatialDataContainerResponse401 | CreateSpatialDataContainerResponse403 | CreateSpatialDataContainerResponse404 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSpatialDataContainerBody,
) -> Response[
    CreateSpatialDataContainerResponse201
    | CreateSpatialDataContainerResponse400
    | CreateSpatialDataContainerResponse401
    | CreateSpatialDataContainerResponse403
    | CreateSpatialDataContainerResponse404
    | Problem
]:
    """Create Spatial Data Container (owned by the caller, Private)

    Args:
        body (CreateSpatialDataContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSpatialDataContainerResponse201 | CreateSpatialDataContainerResponse400 | CreateSpatialDataContainerResponse401 | CreateSpatialDataContainerResponse403 | CreateSpatialDataContainerResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateSpatialDataContainerBody,
) -> (
    CreateSpatialDataContainerResponse201
    | CreateSpatialDataContainerResponse400
    | CreateSpatialDataContainerResponse401
    | CreateSpatialDataContainerResponse403
    | CreateSpatialDataContainerResponse404
    | Problem
    | None
):
    """Create Spatial Data Container (owned by the caller, Private)

    Args:
        body (CreateSpatialDataContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSpatialDataContainerResponse201 | CreateSpatialDataContainerResponse400 | CreateSpatialDataContainerResponse401 | CreateSpatialDataContainerResponse403 | CreateSpatialDataContainerResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
