from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_collection_permissions_response_200 import (
    GetCollectionPermissionsResponse200,
)
from ...models.get_collection_permissions_response_400 import (
    GetCollectionPermissionsResponse400,
)
from ...models.get_collection_permissions_response_401 import (
    GetCollectionPermissionsResponse401,
)
from ...models.get_collection_permissions_response_403 import (
    GetCollectionPermissionsResponse403,
)
from ...models.get_collection_permissions_response_404 import (
    GetCollectionPermissionsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/permissions".format(
            collection_id=quote(str(collection_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetCollectionPermissionsResponse200
    | GetCollectionPermissionsResponse400
    | GetCollectionPermissionsResponse401
    | GetCollectionPermissionsResponse403
    | GetCollectionPermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetCollectionPermissionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetCollectionPermissionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetCollectionPermissionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetCollectionPermissionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetCollectionPermissionsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetCollectionPermissionsResponse200
    | GetCollectionPermissionsResponse400
    | GetCollectionPermissionsResponse401
    | GetCollectionPermissionsResponse403
    | GetCollectionPermissionsResponse404
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
    GetCollectionPermissionsResponse200
    | GetCollectionPermissionsResponse400
    | GetCollectionPermissionsResponse401
    | GetCollectionPermissionsResponse403
    | GetCollectionPermissionsResponse404
    | Problem
]:
    """Get Collection Permissions (needs manage)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCollectionPermissionsResponse200 | GetCollectionPermissionsResponse400 | GetCollectionPermissionsResponse401 | GetCollectionPermissionsResponse403 | GetCollectionPermissionsResponse404 | Problem]
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
    GetCollectionPermissionsResponse200
    | GetCollectionPermissionsResponse400
    | GetCollectionPermissionsResponse401
    | GetCollectionPermissionsResponse403
    | GetCollectionPermissionsResponse404
    | Problem
    | None
):
    """Get Collection Permissions (needs manage)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCollectionPermissionsResponse200 | GetCollectionPermissionsResponse400 | GetCollectionPermissionsResponse401 | GetCollectionPermissionsResponse403 | GetCollectionPermissionsResponse404 | Problem
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
    GetCollectionPermissionsResponse200
    | GetCollectionPermissionsResponse400
    | GetCollectionPermissionsResponse401
    | GetCollectionPermissionsResponse403
    | GetCollectionPermissionsResponse404
    | Problem
]:
    """Get Collection Permissions (needs manage)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCollectionPermissionsResponse200 | GetCollectionPermissionsResponse400 | GetCollectionPermissionsResponse401 | GetCollectionPermissionsResponse403 | GetCollectionPermissionsResponse404 | Problem]
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
    GetCollectionPermissionsResponse200
    | GetCollectionPermissionsResponse400
    | GetCollectionPermissionsResponse401
    | GetCollectionPermissionsResponse403
    | GetCollectionPermissionsResponse404
    | Problem
    | None
):
    """Get Collection Permissions (needs manage)

    Args:
        collection_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCollectionPermissionsResponse200 | GetCollectionPermissionsResponse400 | GetCollectionPermissionsResponse401 | GetCollectionPermissionsResponse403 | GetCollectionPermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            client=client,
        )
    ).parsed
