from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_file_permissions_response_200 import GetFilePermissionsResponse200
from ...models.get_file_permissions_response_400 import GetFilePermissionsResponse400
from ...models.get_file_permissions_response_401 import GetFilePermissionsResponse401
from ...models.get_file_permissions_response_403 import GetFilePermissionsResponse403
from ...models.get_file_permissions_response_404 import GetFilePermissionsResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    file_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/fileContainers/{file_container_id}/permissions".format(
            file_container_id=quote(str(file_container_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetFilePermissionsResponse200
    | GetFilePermissionsResponse400
    | GetFilePermissionsResponse401
    | GetFilePermissionsResponse403
    | GetFilePermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetFilePermissionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetFilePermissionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetFilePermissionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetFilePermissionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetFilePermissionsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetFilePermissionsResponse200
    | GetFilePermissionsResponse400
    | GetFilePermissionsResponse401
    | GetFilePermissionsResponse403
    | GetFilePermissionsResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    file_container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetFilePermissionsResponse200
    | GetFilePermissionsResponse400
    | GetFilePermissionsResponse401
    | GetFilePermissionsResponse403
    | GetFilePermissionsResponse404
    | Problem
]:
    """Get File Permissions

    Args:
        file_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetFilePermissionsResponse200 | GetFilePermissionsResponse400 | GetFilePermissionsResponse401 | GetFilePermissionsResponse403 | GetFilePermissionsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        file_container_id=file_container_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    file_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetFilePermissionsResponse200
    | GetFilePermissionsResponse400
    | GetFilePermissionsResponse401
    | GetFilePermissionsResponse403
    | GetFilePermissionsResponse404
    | Problem
    | None
):
    """Get File Permissions

    Args:
        file_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetFilePermissionsResponse200 | GetFilePermissionsResponse400 | GetFilePermissionsResponse401 | GetFilePermissionsResponse403 | GetFilePermissionsResponse404 | Problem
    """

    return sync_detailed(
        file_container_id=file_container_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    file_container_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetFilePermissionsResponse200
    | GetFilePermissionsResponse400
    | GetFilePermissionsResponse401
    | GetFilePermissionsResponse403
    | GetFilePermissionsResponse404
    | Problem
]:
    """Get File Permissions

    Args:
        file_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetFilePermissionsResponse200 | GetFilePermissionsResponse400 | GetFilePermissionsResponse401 | GetFilePermissionsResponse403 | GetFilePermissionsResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        file_container_id=file_container_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    file_container_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetFilePermissionsResponse200
    | GetFilePermissionsResponse400
    | GetFilePermissionsResponse401
    | GetFilePermissionsResponse403
    | GetFilePermissionsResponse404
    | Problem
    | None
):
    """Get File Permissions

    Args:
        file_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetFilePermissionsResponse200 | GetFilePermissionsResponse400 | GetFilePermissionsResponse401 | GetFilePermissionsResponse403 | GetFilePermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            file_container_id=file_container_id,
            client=client,
        )
    ).parsed
