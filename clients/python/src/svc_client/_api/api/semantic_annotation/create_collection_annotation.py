from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_collection_annotation_body import CreateCollectionAnnotationBody
from ...models.create_collection_annotation_response_201 import (
    CreateCollectionAnnotationResponse201,
)
from ...models.create_collection_annotation_response_400 import (
    CreateCollectionAnnotationResponse400,
)
from ...models.create_collection_annotation_response_401 import (
    CreateCollectionAnnotationResponse401,
)
from ...models.create_collection_annotation_response_403 import (
    CreateCollectionAnnotationResponse403,
)
from ...models.create_collection_annotation_response_404 import (
    CreateCollectionAnnotationResponse404,
)
from ...models.create_collection_annotation_response_409 import (
    CreateCollectionAnnotationResponse409,
)
from ...models.create_collection_annotation_response_503 import (
    CreateCollectionAnnotationResponse503,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    *,
    body: CreateCollectionAnnotationBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/collections/{collection_id}/semanticAnnotations".format(
            collection_id=quote(str(collection_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateCollectionAnnotationResponse201
    | CreateCollectionAnnotationResponse400
    | CreateCollectionAnnotationResponse401
    | CreateCollectionAnnotationResponse403
    | CreateCollectionAnnotationResponse404
    | CreateCollectionAnnotationResponse409
    | CreateCollectionAnnotationResponse503
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateCollectionAnnotationResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateCollectionAnnotationResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateCollectionAnnotationResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateCollectionAnnotationResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateCollectionAnnotationResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CreateCollectionAnnotationResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 503:
        response_503 = CreateCollectionAnnotationResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateCollectionAnnotationResponse201
    | CreateCollectionAnnotationResponse400
    | CreateCollectionAnnotationResponse401
    | CreateCollectionAnnotationResponse403
    | CreateCollectionAnnotationResponse404
    | CreateCollectionAnnotationResponse409
    | CreateCollectionAnnotationResponse503
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
    body: CreateCollectionAnnotationBody,
) -> Response[
    CreateCollectionAnnotationResponse201
    | CreateCollectionAnnotationResponse400
    | CreateCollectionAnnotationResponse401
    | CreateCollectionAnnotationResponse403
    | CreateCollectionAnnotationResponse404
    | CreateCollectionAnnotationResponse409
    | CreateCollectionAnnotationResponse503
    | Problem
]:
    """Create Annotation on the Collection (needs write on it; names are looked up in the repositories)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (CreateCollectionAnnotationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCollectionAnnotationResponse201 | CreateCollectionAnnotationResponse400 | CreateCollectionAnnotationResponse401 | CreateCollectionAnnotationResponse403 | CreateCollectionAnnotationResponse404 | CreateCollectionAnnotationResponse409 | CreateCollectionAnnotationResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateCollectionAnnotationBody,
) -> (
    CreateCollectionAnnotationResponse201
    | CreateCollectionAnnotationResponse400
    | CreateCollectionAnnotationResponse401
    | CreateCollectionAnnotationResponse403
    | CreateCollectionAnnotationResponse404
    | CreateCollectionAnnotationResponse409
    | CreateCollectionAnnotationResponse503
    | Problem
    | None
):
    """Create Annotation on the Collection (needs write on it; names are looked up in the repositories)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (CreateCollectionAnnotationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCollectionAnnotationResponse201 | CreateCollectionAnnotationResponse400 | CreateCollectionAnnotationResponse401 | CreateCollectionAnnotationResponse403 | CreateCollectionAnnotationResponse404 | CreateCollectionAnnotationResponse409 | CreateCollectionAnnotationResponse503 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateCollectionAnnotationBody,
) -> Response[
    CreateCollectionAnnotationResponse201
    | CreateCollectionAnnotationResponse400
    | CreateCollectionAnnotationResponse401
    | CreateCollectionAnnotationResponse403
    | CreateCollectionAnnotationResponse404
    | CreateCollectionAnnotationResponse409
    | CreateCollectionAnnotationResponse503
    | Problem
]:
    """Create Annotation on the Collection (needs write on it; names are looked up in the repositories)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (CreateCollectionAnnotationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCollectionAnnotationResponse201 | CreateCollectionAnnotationResponse400 | CreateCollectionAnnotationResponse401 | CreateCollectionAnnotationResponse403 | CreateCollectionAnnotationResponse404 | CreateCollectionAnnotationResponse409 | CreateCollectionAnnotationResponse503 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateCollectionAnnotationBody,
) -> (
    CreateCollectionAnnotationResponse201
    | CreateCollectionAnnotationResponse400
    | CreateCollectionAnnotationResponse401
    | CreateCollectionAnnotationResponse403
    | CreateCollectionAnnotationResponse404
    | CreateCollectionAnnotationResponse409
    | CreateCollectionAnnotationResponse503
    | Problem
    | None
):
    """Create Annotation on the Collection (needs write on it; names are looked up in the repositories)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (CreateCollectionAnnotationBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCollectionAnnotationResponse201 | CreateCollectionAnnotationResponse400 | CreateCollectionAnnotationResponse401 | CreateCollectionAnnotationResponse403 | CreateCollectionAnnotationResponse404 | CreateCollectionAnnotationResponse409 | CreateCollectionAnnotationResponse503 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            client=client,
            body=body,
        )
    ).parsed
