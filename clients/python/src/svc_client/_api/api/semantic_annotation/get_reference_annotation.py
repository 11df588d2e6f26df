from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_reference_annotation_response_200 import (
    GetReferenceAnnotationResponse200,
)
from ...models.get_reference_annotation_response_400 import (
    GetReferenceAnnotationResponse400,
)
from ...models.get_reference_annotation_response_401 import (
    GetReferenceAnnotationResponse401,
)
from ...models.get_reference_annotation_response_403 import (
    GetReferenceAnnotationResponse403,
)
from ...models.get_reference_annotation_response_404 import (
    GetReferenceAnnotationResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    reference_id: str,
    semantic_annotation_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/references/{reference_id}/semanticAnnotations/{semantic_annotation_id}".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
            reference_id=quote(str(reference_id), safe=""),
            semantic_annotation_id=quote(str(semantic_annotation_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetReferenceAnnotationResponse200
    | GetReferenceAnnotationResponse400
    | GetReferenceAnnotationResponse401
    | GetReferenceAnnotationResponse403
    | GetReferenceAnnotationResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetReferenceAnnotationResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetReferenceAnnotationResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetReferenceAnnotationResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetReferenceAnnotationResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetReferenceAnnotationResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetReferenceAnnotationResponse200
    | GetReferenceAnnotationResponse400
    | GetReferenceAnnotationResponse401
    | GetReferenceAnnotationResponse403
    | GetReferenceAnnotationResponse404
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
    data_object_id: str,
    reference_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetReferenceAnnotationResponse200
    | GetReferenceAnnotationResponse400
    | GetReferenceAnnotationResponse401
    | GetReferenceAnnotationResponse403
    | GetReferenceAnnotationResponse404
    | Problem
]:
    """Get Annotation of the Reference (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        reference_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetReferenceAnnotationResponse200 | GetReferenceAnnotationResponse400 | GetReferenceAnnotationResponse401 | GetReferenceAnnotationResponse403 | GetReferenceAnnotationResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        reference_id=reference_id,
        semantic_annotation_id=semantic_annotation_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    reference_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetReferenceAnnotationResponse200
    | GetReferenceAnnotationResponse400
    | GetReferenceAnnotationResponse401
    | GetReferenceAnnotationResponse403
    | GetReferenceAnnotationResponse404
    | Problem
    | None
):
    """Get Annotation of the Reference (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        reference_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetReferenceAnnotationResponse200 | GetReferenceAnnotationResponse400 | GetReferenceAnnotationResponse401 | GetReferenceAnnotationResponse403 | GetReferenceAnnotationResponse404 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        reference_id=reference_id,
        semantic_annotation_id=semantic_annotation_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    reference_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetReferenceAnnotationResponse200
    | GetReferenceAnnotationResponse400
    | GetReferenceAnnotationResponse401
    | GetReferenceAnnotationResponse403
    | GetReferenceAnnotationResponse404
    | Problem
]:
    """Get Annotation of the Reference (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        reference_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetReferenceAnnotationResponse200 | GetReferenceAnnotationResponse400 | GetReferenceAnnotationResponse401 | GetReferenceAnnotationResponse403 | GetReferenceAnnotationResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        reference_id=reference_id,
        semantic_annotation_id=semantic_annotation_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    reference_id: str,
    semantic_annotation_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetReferenceAnnotationResponse200
    | GetReferenceAnnotationResponse400
    | GetReferenceAnnotationResponse401
    | GetReferenceAnnotationResponse403
    | GetReferenceAnnotationResponse404
    | Problem
    | None
):
    """Get Annotation of the Reference (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        reference_id (str): A non-negative int64, in decimal.
        semantic_annotation_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetReferenceAnnotationResponse200 | GetReferenceAnnotationResponse400 | GetReferenceAnnotationResponse401 | GetReferenceAnnotationResponse403 | GetReferenceAnnotationResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            reference_id=reference_id,
            semantic_annotation_id=semantic_annotation_id,
            client=client,
        )
    ).parsed
