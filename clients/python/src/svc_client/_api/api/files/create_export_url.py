from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_export_url_body import CreateExportUrlBody
from ...models.create_export_url_response_200 import CreateExportUrlResponse200
from ...models.create_export_url_response_400 import CreateExportUrlResponse400
from ...models.create_export_url_response_401 import CreateExportUrlResponse401
from ...models.create_export_url_response_403 import CreateExportUrlResponse403
from ...models.create_export_url_response_404 import CreateExportUrlResponse404
from ...models.create_export_url_response_503 import CreateExportUrlResponse503
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    app_id: str,
    *,
    body: CreateExportUrlBody | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/collections/{app_id}/export-url".format(
            app_id=quote(str(app_id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateExportUrlResponse200
    | CreateExportUrlResponse400
    | CreateExportUrlResponse401
    | CreateExportUrlResponse403
    | CreateExportUrlResponse404
    | CreateExportUrlResponse503
    | Problem
):
    if response.status_code == 200:
        response_200 = CreateExportUrlResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CreateExportUrlResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateExportUrlResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateExportUrlResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateExportUrlResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = CreateExportUrlResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateExportUrlResponse200
    | CreateExportUrlResponse400
    | CreateExportUrlResponse401
    | CreateExportUrlResponse403
    | CreateExportUrlResponse404
    | CreateExportUrlResponse503
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateExportUrlBody | Unset = UNSET,
) -> Response[
    CreateExportUrlResponse200
    | CreateExportUrlResponse400
    | CreateExportUrlResponse401
    | CreateExportUrlResponse403
    | CreateExportUrlResponse404
    | CreateExportUrlResponse503
    | Problem
]:
    """Builds the Collection's RO-Crate ZIP and answers a presigned GET URL for it (30 minutes, signature
    in the query string, no headers needed); Read on the Collection. Optional body {includePermissions
    (default true), payloads: {files, timeseries, structuredData, spatialData} (each default true)}; an
    omitted body exports everything with no redaction. 503 naming the legacy export path when the active
    adapter cannot presign (dbfs).

    Args:
        app_id (str):
        body (CreateExportUrlBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateExportUrlResponse200 | CreateExportUrlResponse400 | CreateExportUrlResponse401 | CreateExportUrlResponse403 | CreateExportUrlResponse404 | CreateExportUrlResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateExportUrlBody | Unset = UNSET,
) -> (
    CreateExportUrlResponse200
    | CreateExportUrlResponse400
    | CreateExportUrlResponse401
    | CreateExportUrlResponse403
    | CreateExportUrlResponse404
    | CreateExportUrlResponse503
    | Problem
    | None
):
    """Builds the Collection's RO-Crate ZIP and answers a presigned GET URL for it (30 minutes, signature
    in the query string, no headers needed); Read on the Collection. Optional body {includePermissions
    (default true), payloads: {files, timeseries, structuredData, spatialData} (each default true)}; an
    omitted body exports everything with no redaction. 503 naming the legacy export path when the active
    adapter cannot presign (dbfs).

    Args:
        app_id (str):
        body (CreateExportUrlBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateExportUrlResponse200 | CreateExportUrlResponse400 | CreateExportUrlResponse401 | CreateExportUrlResponse403 | CreateExportUrlResponse404 | CreateExportUrlResponse503 | Problem
    """

    return sync_detailed(
        app_id=app_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateExportUrlBody | Unset = UNSET,
) -> Response[
    CreateExportUrlResponse200
    | CreateExportUrlResponse400
    | CreateExportUrlResponse401
    | CreateExportUrlResponse403
    | CreateExportUrlResponse404
    | CreateExportUrlResponse503
    | Problem
]:
    """Builds the Collection's RO-Crate ZIP and answers a presigned GET URL for it (30 minutes, signature
    in the query string, no headers needed); Read on the Collection. Optional body {includePermissions
    (default true), payloads: {files, timeseries, structuredData, spatialData} (each default true)}; an
    omitted body exports everything with no redaction. 503 naming the legacy export path when the active
    adapter cannot presign (dbfs).

    Args:
        app_id (str):
        body (CreateExportUrlBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateExportUrlResponse200 | CreateExportUrlResponse400 | CreateExportUrlResponse401 | CreateExportUrlResponse403 | CreateExportUrlResponse404 | CreateExportUrlResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        app_id=app_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateExportUrlBody | Unset = UNSET,
) -> (
    CreateExportUrlResponse200
    | CreateExportUrlResponse400
    | CreateExportUrlResponse401
    | CreateExportUrlResponse403
    | CreateExportUrlResponse404
    | CreateExportUrlResponse503
    | Problem
    | None
):
    """Builds the Collection's RO-Crate ZIP and answers a presigned GET URL for it (30 minutes, signature
    in the query string, no headers needed); Read on the Collection. Optional body {includePermissions
    (default true), payloads: {files, timeseries, structuredData, spatialData} (each default true)}; an
    omitted body exports everything with no redaction. 503 naming the legacy export path when the active
    adapter cannot presign (dbfs).

    Args:
        app_id (str):
        body (CreateExportUrlBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateExportUrlResponse200 | CreateExportUrlResponse400 | CreateExportUrlResponse401 | CreateExportUrlResponse403 | CreateExportUrlResponse404 | CreateExportUrlResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            app_id=app_id,
            client=client,
            body=body,
        )
    ).parsed
