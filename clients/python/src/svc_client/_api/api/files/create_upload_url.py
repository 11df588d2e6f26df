from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_upload_url_body import CreateUploadUrlBody
from ...models.create_upload_url_response_200 import CreateUploadUrlResponse200
from ...models.create_upload_url_response_400 import CreateUploadUrlResponse400
from ...models.create_upload_url_response_401 import CreateUploadUrlResponse401
from ...models.create_upload_url_response_403 import CreateUploadUrlResponse403
from ...models.create_upload_url_response_404 import CreateUploadUrlResponse404
from ...models.create_upload_url_response_503 import CreateUploadUrlResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    container_app_id: str,
    *,
    body: CreateUploadUrlBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/file-containers/{container_app_id}/upload-url".format(
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
    CreateUploadUrlResponse200
    | CreateUploadUrlResponse400
    | CreateUploadUrlResponse401
    | CreateUploadUrlResponse403
    | CreateUploadUrlResponse404
    | CreateUploadUrlResponse503
    | Problem
):
    if response.status_code == 200:
        response_200 = CreateUploadUrlResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CreateUploadUrlResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateUploadUrlResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateUploadUrlResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateUploadUrlResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = CreateUploadUrlResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateUploadUrlResponse200
    | CreateUploadUrlResponse400
    | CreateUploadUrlResponse401
    | CreateUploadUrlResponse403
    | CreateUploadUrlResponse404
    | CreateUploadUrlResponse503
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
    body: CreateUploadUrlBody,
) -> Response[
    CreateUploadUrlResponse200
    | CreateUploadUrlResponse400
    | CreateUploadUrlResponse401
    | CreateUploadUrlResponse403
    | CreateUploadUrlResponse404
    | CreateUploadUrlResponse503
    | Problem
]:
    """A presigned PUT URL (15 minutes, signature in the query string, no headers needed) for one new file,
    and the oid it will have; Write on the container. Repeated PUTs before expiry succeed, the last one
    wins; the file exists only after the commit. 503 when the active adapter cannot presign (use the
    legacy direct upload).

    Args:
        container_app_id (str):
        body (CreateUploadUrlBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateUploadUrlResponse200 | CreateUploadUrlResponse400 | CreateUploadUrlResponse401 | CreateUploadUrlResponse403 | CreateUploadUrlResponse404 | CreateUploadUrlResponse503 | Problem]
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
    body: CreateUploadUrlBody,
) -> (
    CreateUploadUrlResponse200
    | CreateUploadUrlResponse400
    | CreateUploadUrlResponse401
    | CreateUploadUrlResponse403
    | CreateUploadUrlResponse404
    | CreateUploadUrlResponse503
    | Problem
    | None
):
    """A presigned PUT URL (15 minutes, signature in the query string, no headers needed) for one new file,
    and the oid it will have; Write on the container. Repeated PUTs before expiry succeed, the last one
    wins; the file exists only after the commit. 503 when the active adapter cannot presign (use the
    legacy direct upload).

    Args:
        container_app_id (str):
        body (CreateUploadUrlBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateUploadUrlResponse200 | CreateUploadUrlResponse400 | CreateUploadUrlResponse401 | CreateUploadUrlResponse403 | CreateUploadUrlResponse404 | CreateUploadUrlResponse503 | Problem
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
    body: CreateUploadUrlBody,
) -> Response[
    CreateUploadUrlResponse200
    | CreateUploadUrlResponse400
    | CreateUploadUrlResponse401
    | CreateUploadUrlResponse403
    | CreateUploadUrlResponse404
    | CreateUploadUrlResponse503
    | Problem
]:
    """A presigned PUT URL (15 minutes, signature in the query string, no headers needed) for one new file,
    and the oid it will have; Write on the container. Repeated PUTs before expiry succeed, the last one
    wins; the file exists only after the commit. 503 when the active adapter cannot presign (use the
    legacy direct upload).

    Args:
        container_app_id (str):
        body (CreateUploadUrlBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateUploadUrlResponse200 | CreateUploadUrlResponse400 | CreateUploadUrlResponse401 | CreateUploadUrlResponse403 | CreateUploadUrlResponse404 | CreateUploadUrlResponse503 | Problem]
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
    body: CreateUploadUrlBody,
) -> (
    CreateUploadUrlResponse200
    | CreateUploadUrlResponse400
    | CreateUploadUrlResponse401
    | CreateUploadUrlResponse403
    | CreateUploadUrlResponse404
    | CreateUploadUrlResponse503
    | Problem
    | None
):
    """A presigned PUT URL (15 minutes, signature in the query string, no headers needed) for one new file,
    and the oid it will have; Write on the container. Repeated PUTs before expiry succeed, the last one
    wins; the file exists only after the commit. 503 when the active adapter cannot presign (use the
    legacy direct upload).

    Args:
        container_app_id (str):
        body (CreateUploadUrlBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateUploadUrlResponse200 | CreateUploadUrlResponse400 | CreateUploadUrlResponse401 | CreateUploadUrlResponse403 | CreateUploadUrlResponse404 | CreateUploadUrlResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            container_app_id=container_app_id,
            client=client,
            body=body,
        )
    ).parsed
