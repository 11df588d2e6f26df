from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.export_collection_response_400 import ExportCollectionResponse400
from ...models.export_collection_response_401 import ExportCollectionResponse401
from ...models.export_collection_response_403 import ExportCollectionResponse403
from ...models.export_collection_response_404 import ExportCollectionResponse404
from ...models.export_collection_response_413 import ExportCollectionResponse413
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/export".format(
            collection_id=quote(str(collection_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | ExportCollectionResponse400
    | ExportCollectionResponse401
    | ExportCollectionResponse403
    | ExportCollectionResponse404
    | ExportCollectionResponse413
    | Problem
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

    if response.status_code == 400:
        response_400 = ExportCollectionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ExportCollectionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ExportCollectionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ExportCollectionResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = ExportCollectionResponse413.from_dict(response.json())

        return response_413

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | ExportCollectionResponse400
    | ExportCollectionResponse401
    | ExportCollectionResponse403
    | ExportCollectionResponse404
    | ExportCollectionResponse413
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    collection_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | ExportCollectionResponse400
    | ExportCollectionResponse401
    | ExportCollectionResponse403
    | ExportCollectionResponse404
    | ExportCollectionResponse413
    | Problem
]:
    """Export Collection as RoCrate (a ZIP: ro-crate-metadata.json, <id>.json per Collection, DataObject,
    reference and lab journal entry, <oid>.<ext> per readable file payload; inline up to about 4.5 MB,
    else a 302 to a presigned GET of the stored ZIP)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ExportCollectionResponse400 | ExportCollectionResponse401 | ExportCollectionResponse403 | ExportCollectionResponse404 | ExportCollectionResponse413 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | ExportCollectionResponse400
    | ExportCollectionResponse401
    | ExportCollectionResponse403
    | ExportCollectionResponse404
    | ExportCollectionResponse413
    | Problem
    | None
):
    """Export Collection as RoCrate (a ZIP: ro-crate-metadata.json, <id>.json per Collection, DataObject,
    reference and lab journal entry, <oid>.<ext> per readable file payload; inline up to about 4.5 MB,
    else a 302 to a presigned GET of the stored ZIP)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ExportCollectionResponse400 | ExportCollectionResponse401 | ExportCollectionResponse403 | ExportCollectionResponse404 | ExportCollectionResponse413 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | ExportCollectionResponse400
    | ExportCollectionResponse401
    | ExportCollectionResponse403
    | ExportCollectionResponse404
    | ExportCollectionResponse413
    | Problem
]:
    """Export Collection as RoCrate (a ZIP: ro-crate-metadata.json, <id>.json per Collection, DataObject,
    reference and lab journal entry, <oid>.<ext> per readable file payload; inline up to about 4.5 MB,
    else a 302 to a presigned GET of the stored ZIP)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ExportCollectionResponse400 | ExportCollectionResponse401 | ExportCollectionResponse403 | ExportCollectionResponse404 | ExportCollectionResponse413 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | ExportCollectionResponse400
    | ExportCollectionResponse401
    | ExportCollectionResponse403
    | ExportCollectionResponse404
    | ExportCollectionResponse413
    | Problem
    | None
):
    """Export Collection as RoCrate (a ZIP: ro-crate-metadata.json, <id>.json per Collection, DataObject,
    reference and lab journal entry, <oid>.<ext> per readable file payload; inline up to about 4.5 MB,
    else a 302 to a presigned GET of the stored ZIP)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ExportCollectionResponse400 | ExportCollectionResponse401 | ExportCollectionResponse403 | ExportCollectionResponse404 | ExportCollectionResponse413 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            client=client,
        )
    ).parsed
