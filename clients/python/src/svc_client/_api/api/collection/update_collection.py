from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.update_collection_body import UpdateCollectionBody
from ...models.update_collection_response_200 import UpdateCollectionResponse200
from ...models.update_collection_response_400 import UpdateCollectionResponse400
from ...models.update_collection_response_401 import UpdateCollectionResponse401
from ...models.update_collection_response_403 import UpdateCollectionResponse403
from ...models.update_collection_response_404 import UpdateCollectionResponse404
from ...types import Response


def _get_kwargs(
    collection_id: str,
    *,
    body: UpdateCollectionBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/collections/{collection_id}".format(
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
    Problem
    | UpdateCollectionResponse200
    | UpdateCollectionResponse400
    | UpdateCollectionResponse401
    | UpdateCollectionResponse403
    | UpdateCollectionResponse404
):
    if response.status_code == 200:
        response_200 = UpdateCollectionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateCollectionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateCollectionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateCollectionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateCollectionResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | UpdateCollectionResponse200
    | UpdateCollectionResponse400
    | UpdateCollectionResponse401
    | UpdateCollectionResponse403
    | UpdateCollectionResponse404
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
    body: UpdateCollectionBody,
) -> Response[
    Problem
    | UpdateCollectionResponse200
    | UpdateCollectionResponse400
    | UpdateCollectionResponse401
    | UpdateCollectionResponse403
    | UpdateCollectionResponse404
]:
    """Update Collection (replaces name, description and attributes; needs write)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (UpdateCollectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UpdateCollectionResponse200 | UpdateCollectionResponse400 | UpdateCollectionResponse401 | UpdateCollectionResponse403 | UpdateCollectionResponse404]
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
    body: UpdateCollectionBody,
) -> (
    Problem
    | UpdateCollectionResponse200
    | UpdateCollectionResponse400
    | UpdateCollectionResponse401
    | UpdateCollectionResponse403
    | UpdateCollectionResponse404
    | None
):
    """Update Collection (replaces name, description and attributes; needs write)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (UpdateCollectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UpdateCollectionResponse200 | UpdateCollectionResponse400 | UpdateCollectionResponse401 | UpdateCollectionResponse403 | UpdateCollectionResponse404
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
    body: UpdateCollectionBody,
) -> Response[
    Problem
    | UpdateCollectionResponse200
    | UpdateCollectionResponse400
    | UpdateCollectionResponse401
    | UpdateCollectionResponse403
    | UpdateCollectionResponse404
]:
    """Update Collection (replaces name, description and attributes; needs write)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (UpdateCollectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UpdateCollectionResponse200 | UpdateCollectionResponse400 | UpdateCollectionResponse401 | UpdateCollectionResponse403 | UpdateCollectionResponse404]
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
    body: UpdateCollectionBody,
) -> (
    Problem
    | UpdateCollectionResponse200
    | UpdateCollectionResponse400
    | UpdateCollectionResponse401
    | UpdateCollectionResponse403
    | UpdateCollectionResponse404
    | None
):
    """Update Collection (replaces name, description and attributes; needs write)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (UpdateCollectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UpdateCollectionResponse200 | UpdateCollectionResponse400 | UpdateCollectionResponse401 | UpdateCollectionResponse403 | UpdateCollectionResponse404
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            client=client,
            body=body,
        )
    ).parsed
