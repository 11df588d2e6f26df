from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_file_response_400 import DeleteFileResponse400
from ...models.delete_file_response_401 import DeleteFileResponse401
from ...models.delete_file_response_403 import DeleteFileResponse403
from ...models.delete_file_response_404 import DeleteFileResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    file_container_id: str,
    oid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/fileContainers/{file_container_id}/payload/{oid}".format(
            file_container_id=quote(str(file_container_id), safe=""),
            oid=quote(str(oid), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteFileResponse400
    | DeleteFileResponse401
    | DeleteFileResponse403
    | DeleteFileResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteFileResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteFileResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteFileResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteFileResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteFileResponse400
    | DeleteFileResponse401
    | DeleteFileResponse403
    | DeleteFileResponse404
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
    oid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteFileResponse400
    | DeleteFileResponse401
    | DeleteFileResponse403
    | DeleteFileResponse404
    | Problem
]:
    """Delete File (needs write; deleting an absent file succeeds too)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteFileResponse400 | DeleteFileResponse401 | DeleteFileResponse403 | DeleteFileResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        file_container_id=file_container_id,
        oid=oid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    file_container_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteFileResponse400
    | DeleteFileResponse401
    | DeleteFileResponse403
    | DeleteFileResponse404
    | Problem
    | None
):
    """Delete File (needs write; deleting an absent file succeeds too)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteFileResponse400 | DeleteFileResponse401 | DeleteFileResponse403 | DeleteFileResponse404 | Problem
    """

    return sync_detailed(
        file_container_id=file_container_id,
        oid=oid,
        client=client,
    ).parsed


async def asyncio_detailed(
    file_container_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteFileResponse400
    | DeleteFileResponse401
    | DeleteFileResponse403
    | DeleteFileResponse404
    | Problem
]:
    """Delete File (needs write; deleting an absent file succeeds too)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteFileResponse400 | DeleteFileResponse401 | DeleteFileResponse403 | DeleteFileResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        file_container_id=file_container_id,
        oid=oid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    file_container_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteFileResponse400
    | DeleteFileResponse401
    | DeleteFileResponse403
    | DeleteFileResponse404
    | Problem
    | None
):
    """Delete File (needs write; deleting an absent file succeeds too)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteFileResponse400 | DeleteFileResponse401 | DeleteFileResponse403 | DeleteFileResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            file_container_id=file_container_id,
            oid=oid,
            client=client,
        )
    ).parsed
