from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.commit_upload_body import CommitUploadBody
from ...models.commit_upload_response_201 import CommitUploadResponse201
from ...models.commit_upload_response_400 import CommitUploadResponse400
from ...models.commit_upload_response_401 import CommitUploadResponse401
from ...models.commit_upload_response_403 import CommitUploadResponse403
from ...models.commit_upload_response_404 import CommitUploadResponse404
from ...models.commit_upload_response_409 import CommitUploadResponse409
from ...models.commit_upload_response_503 import CommitUploadResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    container_app_id: str,
    *,
    body: CommitUploadBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/file-containers/{container_app_id}/upload-url/commit".format(
            container_app_id=quote(str(container_app_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CommitUploadResponse201
    | CommitUploadResponse400
    | CommitUploadResponse401
    | CommitUploadResponse403
    | CommitUploadResponse404
    | CommitUploadResponse409
    | CommitUploadResponse503
    | Problem
):
    if response.status_code == 201:
        response_201 = CommitUploadResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CommitUploadResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CommitUploadResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CommitUploadResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CommitUploadResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CommitUploadResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 503:
        response_503 = CommitUploadResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CommitUploadResponse201
    | CommitUploadResponse400
    | CommitUploadResponse401
    | CommitUploadResponse403
    | CommitUploadResponse404
    | CommitUploadResponse409
    | CommitUploadResponse503
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    container_app_id: str,
    *,
    client: AuthenticatedClient,
    body: CommitUploadBody,
) -> Response[
    CommitUploadResponse201
    | CommitUploadResponse400
    | CommitUploadResponse401
    | CommitUploadResponse403
    | CommitUploadResponse404
    | CommitUploadResponse409
    | CommitUploadResponse503
    | Problem
]:
    """Turns an uploaded object into a file record with the oid its upload-url issued; the object must
    exist and have `fileSize` bytes (409 otherwise, and the upload stays pending). Write on the
    container.

    Args:
        container_app_id (str):
        body (CommitUploadBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommitUploadResponse201 | CommitUploadResponse400 | CommitUploadResponse401 | CommitUploadResponse403 | CommitUploadResponse404 | CommitUploadResponse409 | CommitUploadResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        container_app_id=container_app_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    container_app_id: str,
    *,
    client: AuthenticatedClient,
    body: CommitUploadBody,
) -> (
    CommitUploadResponse201
    | CommitUploadResponse400
    | CommitUploadResponse401
    | CommitUploadResponse403
    | CommitUploadResponse404
    | CommitUploadResponse409
    | CommitUploadResponse503
    | Problem
    | None
):
    """Turns an uploaded object into a file record with the oid its upload-url issued; the object must
    exist and have `fileSize` bytes (409 otherwise, and the upload stays pending). Write on the
    container.

    Args:
        container_app_id (str):
        body (CommitUploadBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommitUploadResponse201 | CommitUploadResponse400 | CommitUploadResponse401 | CommitUploadResponse403 | CommitUploadResponse404 | CommitUploadResponse409 | CommitUploadResponse503 | Problem
    """

    return sync_detailed(
        container_app_id=container_app_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    container_app_id: str,
    *,
    client: AuthenticatedClient,
    body: CommitUploadBody,
) -> Response[
    CommitUploadResponse201
    | CommitUploadResponse400
    | CommitUploadResponse401
    | CommitUploadResponse403
    | CommitUploadResponse404
    | CommitUploadResponse409
    | CommitUploadResponse503
    | Problem
]:
    """Turns an uploaded object into a file record with the oid its upload-url issued; the object must
    exist and have `fileSize` bytes (409 otherwise, and the upload stays pending). Write on the
    container.

    Args:
        container_app_id (str):
        body (CommitUploadBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommitUploadResponse201 | CommitUploadResponse400 | CommitUploadResponse401 | CommitUploadResponse403 | CommitUploadResponse404 | CommitUploadResponse409 | CommitUploadResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        container_app_id=container_app_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    container_app_id: str,
    *,
    client: AuthenticatedClient,
    body: CommitUploadBody,
) -> (
    CommitUploadResponse201
    | CommitUploadResponse400
    | CommitUploadResponse401
    | CommitUploadResponse403
    | CommitUploadResponse404
    | CommitUploadResponse409
    | CommitUploadResponse503
    | Problem
    | None
):
    """Turns an uploaded object into a file record with the oid its upload-url issued; the object must
    exist and have `fileSize` bytes (409 otherwise, and the upload stays pending). Write on the
    container.

    Args:
        container_app_id (str):
        body (CommitUploadBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommitUploadResponse201 | CommitUploadResponse400 | CommitUploadResponse401 | CommitUploadResponse403 | CommitUploadResponse404 | CommitUploadResponse409 | CommitUploadResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            container_app_id=container_app_id,
            client=client,
            body=body,
        )
    ).parsed
