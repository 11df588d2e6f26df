from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_specific_structured_data_payload_response_200 import (
    GetSpecificStructuredDataPayloadResponse200,
)
from ...models.get_specific_structured_data_payload_response_400 import (
    GetSpecificStructuredDataPayloadResponse400,
)
from ...models.get_specific_structured_data_payload_response_401 import (
    GetSpecificStructuredDataPayloadResponse401,
)
from ...models.get_specific_structured_data_payload_response_403 import (
    GetSpecificStructuredDataPayloadResponse403,
)
from ...models.get_specific_structured_data_payload_response_404 import (
    GetSpecificStructuredDataPayloadResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    structured_data_reference_id: str,
    oid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/structuredDataReferences/{structured_data_reference_id}/payload/{oid}".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
            structured_data_reference_id=quote(
                str(structured_data_reference_id), safe=""
            ),
            oid=quote(str(oid), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetSpecificStructuredDataPayloadResponse200
    | GetSpecificStructuredDataPayloadResponse400
    | GetSpecificStructuredDataPayloadResponse401
    | GetSpecificStructuredDataPayloadResponse403
    | GetSpecificStructuredDataPayloadResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetSpecificStructuredDataPayloadResponse200.from_dict(
            response.json()
        )

        return response_200

    if response.status_code == 400:
        response_400 = GetSpecificStructuredDataPayloadResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = GetSpecificStructuredDataPayloadResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = GetSpecificStructuredDataPayloadResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = GetSpecificStructuredDataPayloadResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetSpecificStructuredDataPayloadResponse200
    | GetSpecificStructuredDataPayloadResponse400
    | GetSpecificStructuredDataPayloadResponse401
    | GetSpecificStructuredDataPayloadResponse403
    | GetSpecificStructuredDataPayloadResponse404
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
    structured_data_reference_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetSpecificStructuredDataPayloadResponse200
    | GetSpecificStructuredDataPayloadResponse400
    | GetSpecificStructuredDataPayloadResponse401
    | GetSpecificStructuredDataPayloadResponse403
    | GetSpecificStructuredDataPayloadResponse404
    | Problem
]:
    """Get Specific Structured Data Payload: one referenced document (404 for an oid the reference does not
    list). The document is answered exactly as stored (every character, number, key order and space).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSpecificStructuredDataPayloadResponse200 | GetSpecificStructuredDataPayloadResponse400 | GetSpecificStructuredDataPayloadResponse401 | GetSpecificStructuredDataPayloadResponse403 | GetSpecificStructuredDataPayloadResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        structured_data_reference_id=structured_data_reference_id,
        oid=oid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    structured_data_reference_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetSpecificStructuredDataPayloadResponse200
    | GetSpecificStructuredDataPayloadResponse400
    | GetSpecificStructuredDataPayloadResponse401
    | GetSpecificStructuredDataPayloadResponse403
    | GetSpecificStructuredDataPayloadResponse404
    | Problem
    | None
):
    """Get Specific Structured Data Payload: one referenced document (404 for an oid the reference does not
    list). The document is answered exactly as stored (every character, number, key order and space).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSpecificStructuredDataPayloadResponse200 | GetSpecificStructuredDataPayloadResponse400 | GetSpecificStructuredDataPayloadResponse401 | GetSpecificStructuredDataPayloadResponse403 | GetSpecificStructuredDataPayloadResponse404 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        structured_data_reference_id=structured_data_reference_id,
        oid=oid,
        client=client,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    structured_data_reference_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetSpecificStructuredDataPayloadResponse200
    | GetSpecificStructuredDataPayloadResponse400
    | GetSpecificStructuredDataPayloadResponse401
    | GetSpecificStructuredDataPayloadResponse403
    | GetSpecificStructuredDataPayloadResponse404
    | Problem
]:
    """Get Specific Structured Data Payload: one referenced document (404 for an oid the reference does not
    list). The document is answered exactly as stored (every character, number, key order and space).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSpecificStructuredDataPayloadResponse200 | GetSpecificStructuredDataPayloadResponse400 | GetSpecificStructuredDataPayloadResponse401 | GetSpecificStructuredDataPayloadResponse403 | GetSpecificStructuredDataPayloadResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        structured_data_reference_id=structured_data_reference_id,
        oid=oid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    structured_data_reference_id: str,
    oid: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetSpecificStructuredDataPayloadResponse200
    | GetSpecificStructuredDataPayloadResponse400
    | GetSpecificStructuredDataPayloadResponse401
    | GetSpecificStructuredDataPayloadResponse403
    | GetSpecificStructuredDataPayloadResponse404
    | Problem
    | None
):
    """Get Specific Structured Data Payload: one referenced document (404 for an oid the reference does not
    list). The document is answered exactly as stored (every character, number, key order and space).

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.
        oid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSpecificStructuredDataPayloadResponse200 | GetSpecificStructuredDataPayloadResponse400 | GetSpecificStructuredDataPayloadResponse401 | GetSpecificStructuredDataPayloadResponse403 | GetSpecificStructuredDataPayloadResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            structured_data_reference_id=structured_data_reference_id,
            oid=oid,
            client=client,
        )
    ).parsed
