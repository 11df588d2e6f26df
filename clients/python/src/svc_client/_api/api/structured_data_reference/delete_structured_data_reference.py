from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_structured_data_reference_response_400 import (
    DeleteStructuredDataReferenceResponse400,
)
from ...models.delete_structured_data_reference_response_401 import (
    DeleteStructuredDataReferenceResponse401,
)
from ...models.delete_structured_data_reference_response_403 import (
    DeleteStructuredDataReferenceResponse403,
)
from ...models.delete_structured_data_reference_response_404 import (
    DeleteStructuredDataReferenceResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    structured_data_reference_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/structuredDataReferences/{structured_data_reference_id}".format(
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
    | DeleteStructuredDataReferenceResponse400
    | DeleteStructuredDataReferenceResponse401
    | DeleteStructuredDataReferenceResponse403
    | DeleteStructuredDataReferenceResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteStructuredDataReferenceResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = DeleteStructuredDataReferenceResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = DeleteStructuredDataReferenceResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = DeleteStructuredDataReferenceResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteStructuredDataReferenceResponse400
    | DeleteStructuredDataReferenceResponse401
    | DeleteStructuredDataReferenceResponse403
    | DeleteStructuredDataReferenceResponse404
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
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteStructuredDataReferenceResponse400
    | DeleteStructuredDataReferenceResponse401
    | DeleteStructuredDataReferenceResponse403
    | DeleteStructuredDataReferenceResponse404
    | Problem
]:
    """Delete Structured Data Reference (needs write on the Collection; the documents stay)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteStructuredDataReferenceResponse400 | DeleteStructuredDataReferenceResponse401 | DeleteStructuredDataReferenceResponse403 | DeleteStructuredDataReferenceResponse404 | Problem]
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
    | DeleteStructuredDataReferenceResponse400
    | DeleteStructuredDataReferenceResponse401
    | DeleteStructuredDataReferenceResponse403
    | DeleteStructuredDataReferenceResponse404
    | Problem
    | None
):
    """Delete Structured Data Reference (needs write on the Collection; the documents stay)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteStructuredDataReferenceResponse400 | DeleteStructuredDataReferenceResponse401 | DeleteStructuredDataReferenceResponse403 | DeleteStructuredDataReferenceResponse404 | Problem
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
    | DeleteStructuredDataReferenceResponse400
    | DeleteStructuredDataReferenceResponse401
    | DeleteStructuredDataReferenceResponse403
    | DeleteStructuredDataReferenceResponse404
    | Problem
]:
    """Delete Structured Data Reference (needs write on the Collection; the documents stay)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteStructuredDataReferenceResponse400 | DeleteStructuredDataReferenceResponse401 | DeleteStructuredDataReferenceResponse403 | DeleteStructuredDataReferenceResponse404 | Problem]
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
    | DeleteStructuredDataReferenceResponse400
    | DeleteStructuredDataReferenceResponse401
    | DeleteStructuredDataReferenceResponse403
    | DeleteStructuredDataReferenceResponse404
    | Problem
    | None
):
    """Delete Structured Data Reference (needs write on the Collection; the documents stay)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        structured_data_reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteStructuredDataReferenceResponse400 | DeleteStructuredDataReferenceResponse401 | DeleteStructuredDataReferenceResponse403 | DeleteStructuredDataReferenceResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            structured_data_reference_id=structured_data_reference_id,
            client=client,
        )
    ).parsed
