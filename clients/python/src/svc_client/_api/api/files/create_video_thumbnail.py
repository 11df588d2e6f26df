from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_video_thumbnail_body import CreateVideoThumbnailBody
from ...models.create_video_thumbnail_response_201 import (
    CreateVideoThumbnailResponse201,
)
from ...models.create_video_thumbnail_response_400 import (
    CreateVideoThumbnailResponse400,
)
from ...models.create_video_thumbnail_response_401 import (
    CreateVideoThumbnailResponse401,
)
from ...models.create_video_thumbnail_response_403 import (
    CreateVideoThumbnailResponse403,
)
from ...models.create_video_thumbnail_response_404 import (
    CreateVideoThumbnailResponse404,
)
from ...models.create_video_thumbnail_response_503 import (
    CreateVideoThumbnailResponse503,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    container_app_id: str,
    oid: str,
    *,
    body: CreateVideoThumbnailBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/file-containers/{container_app_id}/files/{oid}/video/thumbnail".format(
            container_app_id=quote(str(container_app_id), safe=""),
            oid=quote(str(oid), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateVideoThumbnailResponse201
    | CreateVideoThumbnailResponse400
    | CreateVideoThumbnailResponse401
    | CreateVideoThumbnailResponse403
    | CreateVideoThumbnailResponse404
    | CreateVideoThumbnailResponse503
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateVideoThumbnailResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateVideoThumbnailResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateVideoThumbnailResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateVideoThumbnailResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateVideoThumbnailResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = CreateVideoThumbnailResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateVideoThumbnailResponse201
    | CreateVideoThumbnailResponse400
    | CreateVideoThumbnailResponse401
    | CreateVideoThumbnailResponse403
    | CreateVideoThumbnailResponse404
    | CreateVideoThumbnailResponse503
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
    body: CreateVideoThumbnailBody,
) -> Response[
    CreateVideoThumbnailResponse201
    | CreateVideoThumbnailResponse400
    | CreateVideoThumbnailResponse401
    | CreateVideoThumbnailResponse403
    | CreateVideoThumbnailResponse404
    | CreateVideoThumbnailResponse503
    | Problem
]:
    """Takes one JPEG frame (320 px wide) at `atSeconds` with ffmpeg and stores it next to the video, in
    the same container, as `<name>.thumb-<t>s.jpg`; answers its file record. Write on the container. 400
    when there is no frame at that time, 503 when ffmpeg is absent, 404 while the plugin is off.

    Args:
        container_app_id (str):
        oid (str):
        body (CreateVideoThumbnailBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateVideoThumbnailResponse201 | CreateVideoThumbnailResponse400 | CreateVideoThumbnailResponse401 | CreateVideoThumbnailResponse403 | CreateVideoThumbnailResponse404 | CreateVideoThumbnailResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        container_app_id=container_app_id,
        oid=oid,
        body=body,
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
    body: CreateVideoThumbnailBody,
) -> (
    CreateVideoThumbnailResponse201
    | CreateVideoThumbnailResponse400
    | CreateVideoThumbnailResponse401
    | CreateVideoThumbnailResponse403
    | CreateVideoThumbnailResponse404
    | CreateVideoThumbnailResponse503
    | Problem
    | None
):
    """Takes one JPEG frame (320 px wide) at `atSeconds` with ffmpeg and stores it next to the video, in
    the same container, as `<name>.thumb-<t>s.jpg`; answers its file record. Write on the container. 400
    when there is no frame at that time, 503 when ffmpeg is absent, 404 while the plugin is off.

    Args:
        container_app_id (str):
        oid (str):
        body (CreateVideoThumbnailBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateVideoThumbnailResponse201 | CreateVideoThumbnailResponse400 | CreateVideoThumbnailResponse401 | CreateVideoThumbnailResponse403 | CreateVideoThumbnailResponse404 | CreateVideoThumbnailResponse503 | Problem
    """

    return sync_detailed(
        container_app_id=container_app_id,
        oid=oid,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    container_app_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
    body: CreateVideoThumbnailBody,
) -> Response[
    CreateVideoThumbnailResponse201
    | CreateVideoThumbnailResponse400
    | CreateVideoThumbnailResponse401
    | CreateVideoThumbnailResponse403
    | CreateVideoThumbnailResponse404
    | CreateVideoThumbnailResponse503
    | Problem
]:
    """Takes one JPEG frame (320 px wide) at `atSeconds` with ffmpeg and stores it next to the video, in
    the same container, as `<name>.thumb-<t>s.jpg`; answers its file record. Write on the container. 400
    when there is no frame at that time, 503 when ffmpeg is absent, 404 while the plugin is off.

    Args:
        container_app_id (str):
        oid (str):
        body (CreateVideoThumbnailBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateVideoThumbnailResponse201 | CreateVideoThumbnailResponse400 | CreateVideoThumbnailResponse401 | CreateVideoThumbnailResponse403 | CreateVideoThumbnailResponse404 | CreateVideoThumbnailResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        container_app_id=container_app_id,
        oid=oid,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    container_app_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
    body: CreateVideoThumbnailBody,
) -> (
    CreateVideoThumbnailResponse201
    | CreateVideoThumbnailResponse400
    | CreateVideoThumbnailResponse401
    | CreateVideoThumbnailResponse403
    | CreateVideoThumbnailResponse404
    | CreateVideoThumbnailResponse503
    | Problem
    | None
):
    """Takes one JPEG frame (320 px wide) at `atSeconds` with ffmpeg and stores it next to the video, in
    the same container, as `<name>.thumb-<t>s.jpg`; answers its file record. Write on the container. 400
    when there is no frame at that time, 503 when ffmpeg is absent, 404 while the plugin is off.

    Args:
        container_app_id (str):
        oid (str):
        body (CreateVideoThumbnailBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateVideoThumbnailResponse201 | CreateVideoThumbnailResponse400 | CreateVideoThumbnailResponse401 | CreateVideoThumbnailResponse403 | CreateVideoThumbnailResponse404 | CreateVideoThumbnailResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            container_app_id=container_app_id,
            oid=oid,
            client=client,
            body=body,
        )
    ).parsed
