from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_video_metadata_response_200 import GetVideoMetadataResponse200
from ...models.get_video_metadata_response_401 import GetVideoMetadataResponse401
from ...models.get_video_metadata_response_403 import GetVideoMetadataResponse403
from ...models.get_video_metadata_response_404 import GetVideoMetadataResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    container_app_id: str,
    oid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/file-containers/{container_app_id}/files/{oid}/video".format(
            container_app_id=quote(str(container_app_id), safe=""),
            oid=quote(str(oid), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetVideoMetadataResponse200
    | GetVideoMetadataResponse401
    | GetVideoMetadataResponse403
    | GetVideoMetadataResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetVideoMetadataResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetVideoMetadataResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetVideoMetadataResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetVideoMetadataResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetVideoMetadataResponse200
    | GetVideoMetadataResponse401
    | GetVideoMetadataResponse403
    | GetVideoMetadataResponse404
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
    GetVideoMetadataResponse200
    | GetVideoMetadataResponse401
    | GetVideoMetadataResponse403
    | GetVideoMetadataResponse404
    | Problem
]:
    """Video metadata of one file (video plugin): duration, container format, codecs, width, height, frame
    rate, bit rate, stream count, as ffprobe found them after the upload. Fields are null before the
    background probe ran, for a file that is no video, and when ffprobe is absent (`status` says which).
    Read on the container; 404 while the plugin is off.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetVideoMetadataResponse200 | GetVideoMetadataResponse401 | GetVideoMetadataResponse403 | GetVideoMetadataResponse404 | Problem]
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
    GetVideoMetadataResponse200
    | GetVideoMetadataResponse401
    | GetVideoMetadataResponse403
    | GetVideoMetadataResponse404
    | Problem
    | None
):
    """Video metadata of one file (video plugin): duration, container format, codecs, width, height, frame
    rate, bit rate, stream count, as ffprobe found them after the upload. Fields are null before the
    background probe ran, for a file that is no video, and when ffprobe is absent (`status` says which).
    Read on the container; 404 while the plugin is off.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetVideoMetadataResponse200 | GetVideoMetadataResponse401 | GetVideoMetadataResponse403 | GetVideoMetadataResponse404 | Problem
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
    GetVideoMetadataResponse200
    | GetVideoMetadataResponse401
    | GetVideoMetadataResponse403
    | GetVideoMetadataResponse404
    | Problem
]:
    """Video metadata of one file (video plugin): duration, container format, codecs, width, height, frame
    rate, bit rate, stream count, as ffprobe found them after the upload. Fields are null before the
    background probe ran, for a file that is no video, and when ffprobe is absent (`status` says which).
    Read on the container; 404 while the plugin is off.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetVideoMetadataResponse200 | GetVideoMetadataResponse401 | GetVideoMetadataResponse403 | GetVideoMetadataResponse404 | Problem]
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
    GetVideoMetadataResponse200
    | GetVideoMetadataResponse401
    | GetVideoMetadataResponse403
    | GetVideoMetadataResponse404
    | Problem
    | None
):
    """Video metadata of one file (video plugin): duration, container format, codecs, width, height, frame
    rate, bit rate, stream count, as ffprobe found them after the upload. Fields are null before the
    background probe ran, for a file that is no video, and when ffprobe is absent (`status` says which).
    Read on the container; 404 while the plugin is off.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetVideoMetadataResponse200 | GetVideoMetadataResponse401 | GetVideoMetadataResponse403 | GetVideoMetadataResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            container_app_id=container_app_id,
            oid=oid,
            client=client,
        )
    ).parsed
