from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_download_url_response_200 import CreateDownloadUrlResponse200
from ...models.create_download_url_response_401 import CreateDownloadUrlResponse401
from ...models.create_download_url_response_403 import CreateDownloadUrlResponse403
from ...models.create_download_url_response_404 import CreateDownloadUrlResponse404
from ...models.create_download_url_response_503 import CreateDownloadUrlResponse503
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    container_app_id: str,
    oid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/file-containers/{container_app_id}/files/{oid}/download-url".format(
            container_app_id=quote(str(container_app_id), safe=""),
            oid=quote(str(oid), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateDownloadUrlResponse200
    | CreateDownloadUrlResponse401
    | CreateDownloadUrlResponse403
    | CreateDownloadUrlResponse404
    | CreateDownloadUrlResponse503
    | Problem
):
    if response.status_code == 200:
        response_200 = CreateDownloadUrlResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = CreateDownloadUrlResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateDownloadUrlResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateDownloadUrlResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = CreateDownloadUrlResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateDownloadUrlResponse200
    | CreateDownloadUrlResponse401
    | CreateDownloadUrlResponse403
    | CreateDownloadUrlResponse404
    | CreateDownloadUrlResponse503
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
    oid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    CreateDownloadUrlResponse200
    | CreateDownloadUrlResponse401
    | CreateDownloadUrlResponse403
    | CreateDownloadUrlResponse404
    | CreateDownloadUrlResponse503
    | Problem
]:
    """A presigned GET URL (5 minutes) for one file, signed by the adapter that holds it; Read on the
    container. 503 when the active adapter cannot presign (whichever adapter holds the file), or when
    the one holding it cannot.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateDownloadUrlResponse200 | CreateDownloadUrlResponse401 | CreateDownloadUrlResponse403 | CreateDownloadUrlResponse404 | CreateDownloadUrlResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        container_app_id=container_app_id,
        oid=oid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    container_app_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> (
    CreateDownloadUrlResponse200
    | CreateDownloadUrlResponse401
    | CreateDownloadUrlResponse403
    | CreateDownloadUrlResponse404
    | CreateDownloadUrlResponse503
    | Problem
    | None
):
    """A presigned GET URL (5 minutes) for one file, signed by the adapter that holds it; Read on the
    container. 503 when the active adapter cannot presign (whichever adapter holds the file), or when
    the one holding it cannot.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateDownloadUrlResponse200 | CreateDownloadUrlResponse401 | CreateDownloadUrlResponse403 | CreateDownloadUrlResponse404 | CreateDownloadUrlResponse503 | Problem
    """

    return sync_detailed(
        container_app_id=container_app_id,
        oid=oid,
        client=client,
    ).parsed


async def asyncio_detailed(
    container_app_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    CreateDownloadUrlResponse200
    | CreateDownloadUrlResponse401
    | CreateDownloadUrlResponse403
    | CreateDownloadUrlResponse404
    | CreateDownloadUrlResponse503
    | Problem
]:
    """A presigned GET URL (5 minutes) for one file, signed by the adapter that holds it; Read on the
    container. 503 when the active adapter cannot presign (whichever adapter holds the file), or when
    the one holding it cannot.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateDownloadUrlResponse200 | CreateDownloadUrlResponse401 | CreateDownloadUrlResponse403 | CreateDownloadUrlResponse404 | CreateDownloadUrlResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        container_app_id=container_app_id,
        oid=oid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    container_app_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> (
    CreateDownloadUrlResponse200
    | CreateDownloadUrlResponse401
    | CreateDownloadUrlResponse403
    | CreateDownloadUrlResponse404
    | CreateDownloadUrlResponse503
    | Problem
    | None
):
    """A presigned GET URL (5 minutes) for one file, signed by the adapter that holds it; Read on the
    container. 503 when the active adapter cannot presign (whichever adapter holds the file), or when
    the one holding it cannot.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateDownloadUrlResponse200 | CreateDownloadUrlResponse401 | CreateDownloadUrlResponse403 | CreateDownloadUrlResponse404 | CreateDownloadUrlResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            container_app_id=container_app_id,
            oid=oid,
            client=client,
        )
    ).parsed
