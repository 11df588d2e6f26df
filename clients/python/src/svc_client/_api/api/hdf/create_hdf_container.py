from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_hdf_container_body import CreateHdfContainerBody
from ...models.create_hdf_container_response_201 import CreateHdfContainerResponse201
from ...models.create_hdf_container_response_400 import CreateHdfContainerResponse400
from ...models.create_hdf_container_response_401 import CreateHdfContainerResponse401
from ...models.create_hdf_container_response_403 import CreateHdfContainerResponse403
from ...models.create_hdf_container_response_404 import CreateHdfContainerResponse404
from ...models.create_hdf_container_response_503 import CreateHdfContainerResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateHdfContainerBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/hdf-containers",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateHdfContainerResponse201
    | CreateHdfContainerResponse400
    | CreateHdfContainerResponse401
    | CreateHdfContainerResponse403
    | CreateHdfContainerResponse404
    | CreateHdfContainerResponse503
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateHdfContainerResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateHdfContainerResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateHdfContainerResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateHdfContainerResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateHdfContainerResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = CreateHdfContainerResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateHdfContainerResponse201
    | CreateHdfContainerResponse400
    | CreateHdfContainerResponse401
    | CreateHdfContainerResponse403
    | CreateHdfContainerResponse404
    | CreateHdfContainerResponse503
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
    body: CreateHdfContainerBody,
) -> Response[
    CreateHdfContainerResponse201
    | CreateHdfContainerResponse400
    | CreateHdfContainerResponse401
    | CreateHdfContainerResponse403
    | CreateHdfContainerResponse404
    | CreateHdfContainerResponse503
    | Problem
]:
    """Creates an HDF container: its HSDS folder /svc/<appId>/ first, then the graph (the folder is removed
    again if the graph commit fails); its ACLs written from its permissions.

    Args:
        body (CreateHdfContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateHdfContainerResponse201 | CreateHdfContainerResponse400 | CreateHdfContainerResponse401 | CreateHdfContainerResponse403 | CreateHdfContainerResponse404 | CreateHdfContainerResponse503 | Problem]
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
    body: CreateHdfContainerBody,
) -> (
    CreateHdfContainerResponse201
    | CreateHdfContainerResponse400
    | CreateHdfContainerResponse401
    | CreateHdfContainerResponse403
    | CreateHdfContainerResponse404
    | CreateHdfContainerResponse503
    | Problem
    | None
):
    """Creates an HDF container: its HSDS folder /svc/<appId>/ first, then the graph (the folder is removed
    again if the graph commit fails); its ACLs written from its permissions.

    Args:
        body (CreateHdfContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateHdfContainerResponse201 | CreateHdfContainerResponse400 | CreateHdfContainerResponse401 | CreateHdfContainerResponse403 | CreateHdfContainerResponse404 | CreateHdfContainerResponse503 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateHdfContainerBody,
) -> Response[
    CreateHdfContainerResponse201
    | CreateHdfContainerResponse400
    | CreateHdfContainerResponse401
    | CreateHdfContainerResponse403
    | CreateHdfContainerResponse404
    | CreateHdfContainerResponse503
    | Problem
]:
    """Creates an HDF container: its HSDS folder /svc/<appId>/ first, then the graph (the folder is removed
    again if the graph commit fails); its ACLs written from its permissions.

    Args:
        body (CreateHdfContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateHdfContainerResponse201 | CreateHdfContainerResponse400 | CreateHdfContainerResponse401 | CreateHdfContainerResponse403 | CreateHdfContainerResponse404 | CreateHdfContainerResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateHdfContainerBody,
) -> (
    CreateHdfContainerResponse201
    | CreateHdfContainerResponse400
    | CreateHdfContainerResponse401
    | CreateHdfContainerResponse403
    | CreateHdfContainerResponse404
    | CreateHdfContainerResponse503
    | Problem
    | None
):
    """Creates an HDF container: its HSDS folder /svc/<appId>/ first, then the graph (the folder is removed
    again if the graph commit fails); its ACLs written from its permissions.

    Args:
        body (CreateHdfContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateHdfContainerResponse201 | CreateHdfContainerResponse400 | CreateHdfContainerResponse401 | CreateHdfContainerResponse403 | CreateHdfContainerResponse404 | CreateHdfContainerResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
