from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_basic_reference_response_200 import GetBasicReferenceResponse200
from ...models.get_basic_reference_response_400 import GetBasicReferenceResponse400
from ...models.get_basic_reference_response_401 import GetBasicReferenceResponse401
from ...models.get_basic_reference_response_403 import GetBasicReferenceResponse403
from ...models.get_basic_reference_response_404 import GetBasicReferenceResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    reference_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/references/{reference_id}".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
            reference_id=quote(str(reference_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetBasicReferenceResponse200
    | GetBasicReferenceResponse400
    | GetBasicReferenceResponse401
    | GetBasicReferenceResponse403
    | GetBasicReferenceResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetBasicReferenceResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetBasicReferenceResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetBasicReferenceResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetBasicReferenceResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetBasicReferenceResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetBasicReferenceResponse200
    | GetBasicReferenceResponse400
    | GetBasicReferenceResponse401
    | GetBasicReferenceResponse403
    | GetBasicReferenceResponse404
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
    *,
    client: AuthenticatedClient,
) -> Response[
    GetBasicReferenceResponse200
    | GetBasicReferenceResponse400
    | GetBasicReferenceResponse401
    | GetBasicReferenceResponse403
    | GetBasicReferenceResponse404
    | Problem
]:
    """Get Basic Reference (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetBasicReferenceResponse200 | GetBasicReferenceResponse400 | GetBasicReferenceResponse401 | GetBasicReferenceResponse403 | GetBasicReferenceResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        reference_id=reference_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    reference_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetBasicReferenceResponse200
    | GetBasicReferenceResponse400
    | GetBasicReferenceResponse401
    | GetBasicReferenceResponse403
    | GetBasicReferenceResponse404
    | Problem
    | None
):
    """Get Basic Reference (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetBasicReferenceResponse200 | GetBasicReferenceResponse400 | GetBasicReferenceResponse401 | GetBasicReferenceResponse403 | GetBasicReferenceResponse404 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        reference_id=reference_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    reference_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetBasicReferenceResponse200
    | GetBasicReferenceResponse400
    | GetBasicReferenceResponse401
    | GetBasicReferenceResponse403
    | GetBasicReferenceResponse404
    | Problem
]:
    """Get Basic Reference (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetBasicReferenceResponse200 | GetBasicReferenceResponse400 | GetBasicReferenceResponse401 | GetBasicReferenceResponse403 | GetBasicReferenceResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        reference_id=reference_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    reference_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetBasicReferenceResponse200
    | GetBasicReferenceResponse400
    | GetBasicReferenceResponse401
    | GetBasicReferenceResponse403
    | GetBasicReferenceResponse404
    | Problem
    | None
):
    """Get Basic Reference (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        reference_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetBasicReferenceResponse200 | GetBasicReferenceResponse400 | GetBasicReferenceResponse401 | GetBasicReferenceResponse403 | GetBasicReferenceResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            reference_id=reference_id,
            client=client,
        )
    ).parsed
