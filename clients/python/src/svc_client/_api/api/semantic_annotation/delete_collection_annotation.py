from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_collection_annotation_response_400 import (
    DeleteCollectionAnnotationResponse400,
)
from ...models.delete_collection_annotation_response_401 import (
    DeleteCollectionAnnotationResponse401,
)
from ...models.delete_collection_annotation_response_403 import (
    DeleteCollectionAnnotationResponse403,
)
from ...models.delete_collection_annotation_response_404 import (
    DeleteCollectionAnnotationResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    semantic_annotation_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/collections/{collection_id}/semanticAnnotations/{semantic_annotation_id}".format(
            collection_id=quote(str(collection_id), safe=""),
            semantic_annotation_id=quote(str(semantic_annotation_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteCollectionAnnotationResponse400
    | DeleteCollectionAnnotationResponse401
    | DeleteCollectionAnnotationResponse403
    | DeleteCollectionAnnotationResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteCollectionAnnotationResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteCollectionAnnotationResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteCollectionAnnotationResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteCollectionAnnotationResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteCollectionAnnotationResponse400
    | DeleteCollectionAnnotationResponse401
    | DeleteCollectionAnnotationResponse403
    | DeleteCollectionAnnotationResponse404
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
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteCollectionAnnotationResponse400
    | DeleteCollectionAnnotationResponse401
    | DeleteCollectionAnnotationResponse403
    | DeleteCollectionAnnotationResponse404
    | Problem
]:
    """Delete Annotation of the Collection (needs write on it)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteCollectionAnnotationResponse400 | DeleteCollectionAnnotationResponse401 | DeleteCollectionAnnotationResponse403 | DeleteCollectionAnnotationResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        semantic_annotation_id=semantic_annotation_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteCollectionAnnotationResponse400
    | DeleteCollectionAnnotationResponse401
    | DeleteCollectionAnnotationResponse403
    | DeleteCollectionAnnotationResponse404
    | Problem
    | None
):
    """Delete Annotation of the Collection (needs write on it)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteCollectionAnnotationResponse400 | DeleteCollectionAnnotationResponse401 | DeleteCollectionAnnotationResponse403 | DeleteCollectionAnnotationResponse404 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        semantic_annotation_id=semantic_annotation_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteCollectionAnnotationResponse400
    | DeleteCollectionAnnotationResponse401
    | DeleteCollectionAnnotationResponse403
    | DeleteCollectionAnnotationResponse404
    | Problem
]:
    """Delete Annotation of the Collection (needs write on it)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteCollectionAnnotationResponse400 | DeleteCollectionAnnotationResponse401 | DeleteCollectionAnnotationResponse403 | DeleteCollectionAnnotationResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        semantic_annotation_id=semantic_annotation_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteCollectionAnnotationResponse400
    | DeleteCollectionAnnotationResponse401
    | DeleteCollectionAnnotationResponse403
    | DeleteCollectionAnnotationResponse404
    | Problem
    | None
):
    """Delete Annotation of the Collection (needs write on it)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteCollectionAnnotationResponse400 | DeleteCollectionAnnotationResponse401 | DeleteCollectionAnnotationResponse403 | DeleteCollectionAnnotationResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            semantic_annotation_id=semantic_annotation_id,
            client=client,
        )
    ).parsed
