from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_file_body import CreateFileBody
from ...models.create_file_response_201 import CreateFileResponse201
from ...models.create_file_response_400 import CreateFileResponse400
from ...models.create_file_response_401 import CreateFileResponse401
from ...models.create_file_response_403 import CreateFileResponse403
from ...models.create_file_response_404 import CreateFileResponse404
from ...models.create_file_response_413 import CreateFileResponse413
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    file_container_id: str,
    *,
    body: CreateFileBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/fileContainers/{file_container_id}/payload".format(
            file_container_id=quote(str(file_container_id), safe=""),
        ),
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateFileResponse201
    | CreateFileResponse400
    | CreateFileResponse401
    | CreateFileResponse403
    | CreateFileResponse404
    | CreateFileResponse413
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateFileResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateFileResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateFileResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateFileResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateFileResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = CreateFileResponse413.from_dict(response.json())

        return response_413

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateFileResponse201
    | CreateFileResponse400
    | CreateFileResponse401
    | CreateFileResponse403
    | CreateFileResponse404
    | CreateFileResponse413
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
    body: CreateFileBody,
) -> Response[
    CreateFileResponse201
    | CreateFileResponse400
    | CreateFileResponse401
    | CreateFileResponse403
    | CreateFileResponse404
    | CreateFileResponse413
    | Problem
]:
    """Create File: multipart/form-data with one "file" part (needs write; at most about 4.5 MB through
    this API)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        body (CreateFileBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateFileResponse201 | CreateFileResponse400 | CreateFileResponse401 | CreateFileResponse403 | CreateFileResponse404 | CreateFileResponse413 | Problem]
    """

    kwargs = _get_kwargs(
        file_container_id=file_container_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    file_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateFileBody,
) -> (
    CreateFileResponse201
    | CreateFileResponse400
    | CreateFileResponse401
    | CreateFileResponse403
    | CreateFileResponse404
    | CreateFileResponse413
    | Problem
    | None
):
    """Create File: multipart/form-data with one "file" part (needs write; at most about 4.5 MB through
    this API)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        body (CreateFileBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateFileResponse201 | CreateFileResponse400 | CreateFileResponse401 | CreateFileResponse403 | CreateFileResponse404 | CreateFileResponse413 | Problem
    """

    return sync_detailed(
        file_container_id=file_container_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    file_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateFileBody,
) -> Response[
    CreateFileResponse201
    | CreateFileResponse400
    | CreateFileResponse401
    | CreateFileResponse403
    | CreateFileResponse404
    | CreateFileResponse413
    | Problem
]:
    """Create File: multipart/form-data with one "file" part (needs write; at most about 4.5 MB through
    this API)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        body (CreateFileBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateFileResponse201 | CreateFileResponse400 | CreateFileResponse401 | CreateFileResponse403 | CreateFileResponse404 | CreateFileResponse413 | Problem]
    """

    kwargs = _get_kwargs(
        file_container_id=file_container_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    file_container_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateFileBody,
) -> (
    CreateFileResponse201
    | CreateFileResponse400
    | CreateFileResponse401
    | CreateFileResponse403
    | CreateFileResponse404
    | CreateFileResponse413
    | Problem
    | None
):
    """Create File: multipart/form-data with one "file" part (needs write; at most about 4.5 MB through
    this API)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        body (CreateFileBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateFileResponse201 | CreateFileResponse400 | CreateFileResponse401 | CreateFileResponse403 | CreateFileResponse404 | CreateFileResponse413 | Problem
    """

    return (
        await asyncio_detailed(
            file_container_id=file_container_id,
            client=client,
            body=body,
        )
    ).parsed
