from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_file_container_body import CreateFileContainerBody
from ...models.create_file_container_response_201 import CreateFileContainerResponse201
from ...models.create_file_container_response_400 import CreateFileContainerResponse400
from ...models.create_file_container_response_401 import CreateFileContainerResponse401
from ...models.create_file_container_response_403 import CreateFileContainerResponse403
from ...models.create_file_container_response_404 import CreateFileContainerResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateFileContainerBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/fileContainers",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateFileContainerResponse201
    | CreateFileContainerResponse400
    | CreateFileContainerResponse401
    | CreateFileContainerResponse403
    | CreateFileContainerResponse404
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateFileContainerResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateFileContainerResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateFileContainerResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateFileContainerResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateFileContainerResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateFileContainerResponse201
    | CreateFileContainerResponse400
    | CreateFileContainerResponse401
    | CreateFileContainerResponse403
    | CreateFileContainerResponse404
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
    body: CreateFileContainerBody,
) -> Response[
    CreateFileContainerResponse201
    | CreateFileContainerResponse400
    | CreateFileContainerResponse401
    | CreateFileContainerResponse403
    | CreateFileContainerResponse404
    | Problem
]:
    """Create File Container (owned by the caller, Private)

    Args:
        body (CreateFileContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateFileContainerResponse201 | CreateFileContainerResponse400 | CreateFileContainerResponse401 | CreateFileContainerResponse403 | CreateFileContainerResponse404 | Problem]
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
    body: CreateFileContainerBody,
) -> (
    CreateFileContainerResponse201
    | CreateFileContainerResponse400
    | CreateFileContainerResponse401
    | CreateFileContainerResponse403
    | CreateFileContainerResponse404
    | Problem
    | None
):
    """Create File Container (owned by the caller, Private)

    Args:
        body (CreateFileContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateFileContainerResponse201 | CreateFileContainerResponse400 | CreateFileContainerResponse401 | CreateFileContainerResponse403 | CreateFileContainerResponse404 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateFileContainerBody,
) -> Response[
    CreateFileContainerResponse201
    | CreateFileContainerResponse400
    | CreateFileContainerResponse401
    | CreateFileContainerResponse403
    | CreateFileContainerResponse404
    | Problem
]:
    """Create File Container (owned by the caller, Private)

    Args:
        body (CreateFileContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateFileContainerResponse201 | CreateFileContainerResponse400 | CreateFileContainerResponse401 | CreateFileContainerResponse403 | CreateFileContainerResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateFileContainerBody,
) -> (
    CreateFileContainerResponse201
    | CreateFileContainerResponse400
    | CreateFileContainerResponse401
    | CreateFileContainerResponse403
    | CreateFileContainerResponse404
    | Problem
    | None
):
    """Create File Container (owned by the caller, Private)

    Args:
        body (CreateFileContainerBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateFileContainerResponse201 | CreateFileContainerResponse400 | CreateFileContainerResponse401 | CreateFileContainerResponse403 | CreateFileContainerResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
