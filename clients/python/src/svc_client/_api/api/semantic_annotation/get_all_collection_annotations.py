from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_all_collection_annotations_response_200_item import (
    GetAllCollectionAnnotationsResponse200Item,
)
from ...models.get_all_collection_annotations_response_400 import (
    GetAllCollectionAnnotationsResponse400,
)
from ...models.get_all_collection_annotations_response_401 import (
    GetAllCollectionAnnotationsResponse401,
)
from ...models.get_all_collection_annotations_response_403 import (
    GetAllCollectionAnnotationsResponse403,
)
from ...models.get_all_collection_annotations_response_404 import (
    GetAllCollectionAnnotationsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/semanticAnnotations".format(
            collection_id=quote(str(collection_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetAllCollectionAnnotationsResponse400
    | GetAllCollectionAnnotationsResponse401
    | GetAllCollectionAnnotationsResponse403
    | GetAllCollectionAnnotationsResponse404
    | Problem
    | list[GetAllCollectionAnnotationsResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetAllCollectionAnnotationsResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetAllCollectionAnnotationsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetAllCollectionAnnotationsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAllCollectionAnnotationsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetAllCollectionAnnotationsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetAllCollectionAnnotationsResponse400
    | GetAllCollectionAnnotationsResponse401
    | GetAllCollectionAnnotationsResponse403
    | GetAllCollectionAnnotationsResponse404
    | Problem
    | list[GetAllCollectionAnnotationsResponse200Item]
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
    | GetAllCollectionAnnotationsResponse400
    | GetAllCollectionAnnotationsResponse401
    | GetAllCollectionAnnotationsResponse403
    | GetAllCollectionAnnotationsResponse404
    | Problem
    | list[GetAllCollectionAnnotationsResponse200Item]
]:
    """Get All Annotations of the Collection (needs read on it)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllCollectionAnnotationsResponse400 | GetAllCollectionAnnotationsResponse401 | GetAllCollectionAnnotationsResponse403 | GetAllCollectionAnnotationsResponse404 | Problem | list[GetAllCollectionAnnotationsResponse200Item]]
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
    | GetAllCollectionAnnotationsResponse400
    | GetAllCollectionAnnotationsResponse401
    | GetAllCollectionAnnotationsResponse403
    | GetAllCollectionAnnotationsResponse404
    | Problem
    | list[GetAllCollectionAnnotationsResponse200Item]
    | None
):
    """Get All Annotations of the Collection (needs read on it)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllCollectionAnnotationsResponse400 | GetAllCollectionAnnotationsResponse401 | GetAllCollectionAnnotationsResponse403 | GetAllCollectionAnnotationsResponse404 | Problem | list[GetAllCollectionAnnotationsResponse200Item]
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
    | GetAllCollectionAnnotationsResponse400
    | GetAllCollectionAnnotationsResponse401
    | GetAllCollectionAnnotationsResponse403
    | GetAllCollectionAnnotationsResponse404
    | Problem
    | list[GetAllCollectionAnnotationsResponse200Item]
]:
    """Get All Annotations of the Collection (needs read on it)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllCollectionAnnotationsResponse400 | GetAllCollectionAnnotationsResponse401 | GetAllCollectionAnnotationsResponse403 | GetAllCollectionAnnotationsResponse404 | Problem | list[GetAllCollectionAnnotationsResponse200Item]]
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
    | GetAllCollectionAnnotationsResponse400
    | GetAllCollectionAnnotationsResponse401
    | GetAllCollectionAnnotationsResponse403
    | GetAllCollectionAnnotationsResponse404
    | Problem
    | list[GetAllCollectionAnnotationsResponse200Item]
    | None
):
    """Get All Annotations of the Collection (needs read on it)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllCollectionAnnotationsResponse400 | GetAllCollectionAnnotationsResponse401 | GetAllCollectionAnnotationsResponse403 | GetAllCollectionAnnotationsResponse404 | Problem | list[GetAllCollectionAnnotationsResponse200Item]
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            client=client,
        )
    ).parsed
