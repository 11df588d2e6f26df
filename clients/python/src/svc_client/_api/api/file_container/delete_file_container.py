from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_file_container_response_400 import DeleteFileContainerResponse400
from ...models.delete_file_container_response_401 import DeleteFileContainerResponse401
from ...models.delete_file_container_response_403 import DeleteFileContainerResponse403
from ...models.delete_file_container_response_404 import DeleteFileContainerResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    file_container_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/fileContainers/{file_container_id}".format(
            file_container_id=quote(str(file_container_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteFileContainerResponse400
    | DeleteFileContainerResponse401
    | DeleteFileContainerResponse403
    | DeleteFileContainerResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteFileContainerResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteFileContainerResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteFileContainerResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteFileContainerResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteFileContainerResponse400
    | DeleteFileContainerResponse401
    | DeleteFileContainerResponse403
    | DeleteFileContainerResponse404
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
    Any
    | DeleteFileContainerResponse400
    | DeleteFileContainerResponse401
    | DeleteFileContainerResponse403
    | DeleteFileContainerResponse404
    | Problem
]:
    """Delete File Container with its files (needs write)

    Args:
        file_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteFileContainerResponse400 | DeleteFileContainerResponse401 | DeleteFileContainerResponse403 | DeleteFileContainerResponse404 | Problem]
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
    Any
    | DeleteFileContainerResponse400
    | DeleteFileContainerResponse401
    | DeleteFileContainerResponse403
    | DeleteFileContainerResponse404
    | Problem
    | None
):
    """Delete File Container with its files (needs write)

    Args:
        file_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteFileContainerResponse400 | DeleteFileContainerResponse401 | DeleteFileContainerResponse403 | DeleteFileContainerResponse404 | Problem
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
    Any
    | DeleteFileContainerResponse400
    | DeleteFileContainerResponse401
    | DeleteFileContainerResponse403
    | DeleteFileContainerResponse404
    | Problem
]:
    """Delete File Container with its files (needs write)

    Args:
        file_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteFileContainerResponse400 | DeleteFileContainerResponse401 | DeleteFileContainerResponse403 | DeleteFileContainerResponse404 | Problem]
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
    Any
    | DeleteFileContainerResponse400
    | DeleteFileContainerResponse401
    | DeleteFileContainerResponse403
    | DeleteFileContainerResponse404
    | Problem
    | None
):
    """Delete File Container with its files (needs write)

    Args:
        file_container_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteFileContainerResponse400 | DeleteFileContainerResponse401 | DeleteFileContainerResponse403 | DeleteFileContainerResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            file_container_id=file_container_id,
            client=client,
        )
    ).parsed
