from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_file_response_400 import GetFileResponse400
from ...models.get_file_response_401 import GetFileResponse401
from ...models.get_file_response_403 import GetFileResponse403
from ...models.get_file_response_404 import GetFileResponse404
from ...models.get_file_response_413 import GetFileResponse413
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    file_container_id: str,
    oid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
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
    | GetFileResponse400
    | GetFileResponse401
    | GetFileResponse403
    | GetFileResponse404
    | GetFileResponse413
    | Problem
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 206:
        response_206 = cast(Any, None)
        return response_206

    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

    if response.status_code == 400:
        response_400 = GetFileResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetFileResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetFileResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetFileResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = GetFileResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 416:
        response_416 = cast(Any, None)
        return response_416

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetFileResponse400
    | GetFileResponse401
    | GetFileResponse403
    | GetFileResponse404
    | GetFileResponse413
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
    | GetFileResponse400
    | GetFileResponse401
    | GetFileResponse403
    | GetFileResponse404
    | GetFileResponse413
    | Problem
]:
    """Get File (bytes; a `Range: bytes=a-b` header is served with 206 and at most the inline limit of
    those bytes, unless the file is redirected to a presigned GET)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetFileResponse400 | GetFileResponse401 | GetFileResponse403 | GetFileResponse404 | GetFileResponse413 | Problem]
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
    | GetFileResponse400
    | GetFileResponse401
    | GetFileResponse403
    | GetFileResponse404
    | GetFileResponse413
    | Problem
    | None
):
    """Get File (bytes; a `Range: bytes=a-b` header is served with 206 and at most the inline limit of
    those bytes, unless the file is redirected to a presigned GET)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetFileResponse400 | GetFileResponse401 | GetFileResponse403 | GetFileResponse404 | GetFileResponse413 | Problem
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
    | GetFileResponse400
    | GetFileResponse401
    | GetFileResponse403
    | GetFileResponse404
    | GetFileResponse413
    | Problem
]:
    """Get File (bytes; a `Range: bytes=a-b` header is served with 206 and at most the inline limit of
    those bytes, unless the file is redirected to a presigned GET)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetFileResponse400 | GetFileResponse401 | GetFileResponse403 | GetFileResponse404 | GetFileResponse413 | Problem]
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
    | GetFileResponse400
    | GetFileResponse401
    | GetFileResponse403
    | GetFileResponse404
    | GetFileResponse413
    | Problem
    | None
):
    """Get File (bytes; a `Range: bytes=a-b` header is served with 206 and at most the inline limit of
    those bytes, unless the file is redirected to a presigned GET)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetFileResponse400 | GetFileResponse401 | GetFileResponse403 | GetFileResponse404 | GetFileResponse413 | Problem
    """

    return (
        await asyncio_detailed(
            file_container_id=file_container_id,
            oid=oid,
            client=client,
        )
    ).parsed
