from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_file_metadata_response_200 import GetFileMetadataResponse200
from ...models.get_file_metadata_response_401 import GetFileMetadataResponse401
from ...models.get_file_metadata_response_403 import GetFileMetadataResponse403
from ...models.get_file_metadata_response_404 import GetFileMetadataResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    container_app_id: str,
    oid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/file-containers/{container_app_id}/files/{oid}/metadata".format(
            container_app_id=quote(str(container_app_id), safe=""),
            oid=quote(str(oid), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetFileMetadataResponse200
    | GetFileMetadataResponse401
    | GetFileMetadataResponse403
    | GetFileMetadataResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetFileMetadataResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetFileMetadataResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetFileMetadataResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetFileMetadataResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetFileMetadataResponse200
    | GetFileMetadataResponse401
    | GetFileMetadataResponse403
    | GetFileMetadataResponse404
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
    GetFileMetadataResponse200
    | GetFileMetadataResponse401
    | GetFileMetadataResponse403
    | GetFileMetadataResponse404
    | Problem
]:
    """What the enabled plugins' annotation parsers found in one file (fileformat-cad: STEP, 3DXML, JT,
    OBJ), as the semantic annotations stored on its container: predicate, value, numeric value, parser.
    Parsing runs in the background after the upload, so a fresh file may list nothing yet. Read on the
    container.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetFileMetadataResponse200 | GetFileMetadataResponse401 | GetFileMetadataResponse403 | GetFileMetadataResponse404 | Problem]
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
    GetFileMetadataResponse200
    | GetFileMetadataResponse401
    | GetFileMetadataResponse403
    | GetFileMetadataResponse404
    | Problem
    | None
):
    """What the enabled plugins' annotation parsers found in one file (fileformat-cad: STEP, 3DXML, JT,
    OBJ), as the semantic annotations stored on its container: predicate, value, numeric value, parser.
    Parsing runs in the background after the upload, so a fresh file may list nothing yet. Read on the
    container.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetFileMetadataResponse200 | GetFileMetadataResponse401 | GetFileMetadataResponse403 | GetFileMetadataResponse404 | Problem
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
    GetFileMetadataResponse200
    | GetFileMetadataResponse401
    | GetFileMetadataResponse403
    | GetFileMetadataResponse404
    | Problem
]:
    """What the enabled plugins' annotation parsers found in one file (fileformat-cad: STEP, 3DXML, JT,
    OBJ), as the semantic annotations stored on its container: predicate, value, numeric value, parser.
    Parsing runs in the background after the upload, so a fresh file may list nothing yet. Read on the
    container.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetFileMetadataResponse200 | GetFileMetadataResponse401 | GetFileMetadataResponse403 | GetFileMetadataResponse404 | Problem]
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
    GetFileMetadataResponse200
    | GetFileMetadataResponse401
    | GetFileMetadataResponse403
    | GetFileMetadataResponse404
    | Problem
    | None
):
    """What the enabled plugins' annotation parsers found in one file (fileformat-cad: STEP, 3DXML, JT,
    OBJ), as the semantic annotations stored on its container: predicate, value, numeric value, parser.
    Parsing runs in the background after the upload, so a fresh file may list nothing yet. Read on the
    container.

    Args:
        container_app_id (str):
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetFileMetadataResponse200 | GetFileMetadataResponse401 | GetFileMetadataResponse403 | GetFileMetadataResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            container_app_id=container_app_id,
            oid=oid,
            client=client,
        )
    ).parsed
