from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.edit_file_permissions_body import EditFilePermissionsBody
from ...models.edit_file_permissions_response_200 import EditFilePermissionsResponse200
from ...models.edit_file_permissions_response_400 import EditFilePermissionsResponse400
from ...models.edit_file_permissions_response_401 import EditFilePermissionsResponse401
from ...models.edit_file_permissions_response_403 import EditFilePermissionsResponse403
from ...models.edit_file_permissions_response_404 import EditFilePermissionsResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    file_container_id: str,
    *,
    body: EditFilePermissionsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/fileContainers/{file_container_id}/permissions".format(
            file_container_id=quote(str(file_container_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EditFilePermissionsResponse200
    | EditFilePermissionsResponse400
    | EditFilePermissionsResponse401
    | EditFilePermissionsResponse403
    | EditFilePermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = EditFilePermissionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = EditFilePermissionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = EditFilePermissionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = EditFilePermissionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = EditFilePermissionsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EditFilePermissionsResponse200
    | EditFilePermissionsResponse400
    | EditFilePermissionsResponse401
    | EditFilePermissionsResponse403
    | EditFilePermissionsResponse404
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
    body: EditFilePermissionsBody,
) -> Response[
    EditFilePermissionsResponse200
    | EditFilePermissionsResponse400
    | EditFilePermissionsResponse401
    | EditFilePermissionsResponse403
    | EditFilePermissionsResponse404
    | Problem
]:
    """Edit File Permissions (needs manage)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        body (EditFilePermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditFilePermissionsResponse200 | EditFilePermissionsResponse400 | EditFilePermissionsResponse401 | EditFilePermissionsResponse403 | EditFilePermissionsResponse404 | Problem]
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
    body: EditFilePermissionsBody,
) -> (
    EditFilePermissionsResponse200
    | EditFilePermissionsResponse400
    | EditFilePermissionsResponse401
    | EditFilePermissionsResponse403
    | EditFilePermissionsResponse404
    | Problem
    | None
):
    """Edit File Permissions (needs manage)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        body (EditFilePermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditFilePermissionsResponse200 | EditFilePermissionsResponse400 | EditFilePermissionsResponse401 | EditFilePermissionsResponse403 | EditFilePermissionsResponse404 | Problem
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
    body: EditFilePermissionsBody,
) -> Response[
    EditFilePermissionsResponse200
    | EditFilePermissionsResponse400
    | EditFilePermissionsResponse401
    | EditFilePermissionsResponse403
    | EditFilePermissionsResponse404
    | Problem
]:
    """Edit File Permissions (needs manage)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        body (EditFilePermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditFilePermissionsResponse200 | EditFilePermissionsResponse400 | EditFilePermissionsResponse401 | EditFilePermissionsResponse403 | EditFilePermissionsResponse404 | Problem]
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
    body: EditFilePermissionsBody,
) -> (
    EditFilePermissionsResponse200
    | EditFilePermissionsResponse400
    | EditFilePermissionsResponse401
    | EditFilePermissionsResponse403
    | EditFilePermissionsResponse404
    | Problem
    | None
):
    """Edit File Permissions (needs manage)

    Args:
        file_container_id (str): A non-negative int64, in decimal.
        body (EditFilePermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditFilePermissionsResponse200 | EditFilePermissionsResponse400 | EditFilePermissionsResponse401 | EditFilePermissionsResponse403 | EditFilePermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            file_container_id=file_container_id,
            client=client,
            body=body,
        )
    ).parsed
