from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_structured_data_payload_response_200_item import (
    GetStructuredDataPayloadResponse200Item,
)
from ...models.get_structured_data_payload_response_400 import (
    GetStructuredDataPayloadResponse400,
)
from ...models.get_structured_data_payload_response_401 import (
    GetStructuredDataPayloadResponse401,
)
from ...models.get_structured_data_payload_response_403 import (
    GetStructuredDataPayloadResponse403,
)
from ...models.get_structured_data_payload_response_404 import (
    GetStructuredDataPayloadResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    structured_data_reference_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/structuredDataReferences/{structured_data_reference_id}/payload".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
            structured_data_reference_id=quote(
                str(structured_data_reference_id), safe=""
            ),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetStructuredDataPayloadResponse400
    | GetStructuredDataPayloadResponse401
    | GetStructuredDataPayloadResponse403
    | GetStructuredDataPayloadResponse404
    | Problem
    | list[GetStructuredDataPayloadResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetStructuredDataPayloadResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetStructuredDataPayloadResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetStructuredDataPayloadResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetStructuredDataPayloadResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetStructuredDataPayloadResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetStructuredDataPayloadResponse400
    | GetStructuredDataPayloadResponse401
    | GetStructuredDataPayloadResponse403
    | GetStructuredDataPayloadResponse404
    | Problem
    | list[GetStructuredDataPayloadResponse200Item]
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
    structured_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetStructuredDataPayloadResponse400
    | GetStructuredDataPayloadResponse401
    | GetStructuredDataPayloadResponse403
    | GetStructuredDataPayloadResponse404
    | Problem
    | list[GetStructuredDataPayloadResponse200Item]
]:
    """Get Structured Data Payload: the referenced documents that still exist, in the reference's order
    (needs read on the Collection and the container). The document is answered exactly as stored (every
    character, number, key order and space). Any number of documents: beyond what one response carries
    (5 MB of JSON), a 303 to a presigned GET of the same body (docs/legacy-shelf.md).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetStructuredDataPayloadResponse400 | GetStructuredDataPayloadResponse401 | GetStructuredDataPayloadResponse403 | GetStructuredDataPayloadResponse404 | Problem | list[GetStructuredDataPayloadResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        structured_data_reference_id=structured_data_reference_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    structured_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetStructuredDataPayloadResponse400
    | GetStructuredDataPayloadResponse401
    | GetStructuredDataPayloadResponse403
    | GetStructuredDataPayloadResponse404
    | Problem
    | list[GetStructuredDataPayloadResponse200Item]
    | None
):
    """Get Structured Data Payload: the referenced documents that still exist, in the reference's order
    (needs read on the Collection and the container). The document is answered exactly as stored (every
    character, number, key order and space). Any number of documents: beyond what one response carries
    (5 MB of JSON), a 303 to a presigned GET of the same body (docs/legacy-shelf.md).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetStructuredDataPayloadResponse400 | GetStructuredDataPayloadResponse401 | GetStructuredDataPayloadResponse403 | GetStructuredDataPayloadResponse404 | Problem | list[GetStructuredDataPayloadResponse200Item]
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        structured_data_reference_id=structured_data_reference_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    structured_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | GetStructuredDataPayloadResponse400
    | GetStructuredDataPayloadResponse401
    | GetStructuredDataPayloadResponse403
    | GetStructuredDataPayloadResponse404
    | Problem
    | list[GetStructuredDataPayloadResponse200Item]
]:
    """Get Structured Data Payload: the referenced documents that still exist, in the reference's order
    (needs read on the Collection and the container). The document is answered exactly as stored (every
    character, number, key order and space). Any number of documents: beyond what one response carries
    (5 MB of JSON), a 303 to a presigned GET of the same body (docs/legacy-shelf.md).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetStructuredDataPayloadResponse400 | GetStructuredDataPayloadResponse401 | GetStructuredDataPayloadResponse403 | GetStructuredDataPayloadResponse404 | Problem | list[GetStructuredDataPayloadResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        structured_data_reference_id=structured_data_reference_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    structured_data_reference_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | GetStructuredDataPayloadResponse400
    | GetStructuredDataPayloadResponse401
    | GetStructuredDataPayloadResponse403
    | GetStructuredDataPayloadResponse404
    | Problem
    | list[GetStructuredDataPayloadResponse200Item]
    | None
):
    """Get Structured Data Payload: the referenced documents that still exist, in the reference's order
    (needs read on the Collection and the container). The document is answered exactly as stored (every
    character, number, key order and space). Any number of documents: beyond what one response carries
    (5 MB of JSON), a 303 to a presigned GET of the same body (docs/legacy-shelf.md).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetStructuredDataPayloadResponse400 | GetStructuredDataPayloadResponse401 | GetStructuredDataPayloadResponse403 | GetStructuredDataPayloadResponse404 | Problem | list[GetStructuredDataPayloadResponse200Item]
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            structured_data_reference_id=structured_data_reference_id,
            client=client,
        )
    ).parsed
