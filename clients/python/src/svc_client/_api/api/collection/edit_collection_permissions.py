from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.edit_collection_permissions_body import EditCollectionPermissionsBody
from ...models.edit_collection_permissions_response_200 import (
    EditCollectionPermissionsResponse200,
)
from ...models.edit_collection_permissions_response_400 import (
    EditCollectionPermissionsResponse400,
)
from ...models.edit_collection_permissions_response_401 import (
    EditCollectionPermissionsResponse401,
)
from ...models.edit_collection_permissions_response_403 import (
    EditCollectionPermissionsResponse403,
)
from ...models.edit_collection_permissions_response_404 import (
    EditCollectionPermissionsResponse404,
)
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    *,
    body: EditCollectionPermissionsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/collections/{collection_id}/permissions".format(
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
    EditCollectionPermissionsResponse200
    | EditCollectionPermissionsResponse400
    | EditCollectionPermissionsResponse401
    | EditCollectionPermissionsResponse403
    | EditCollectionPermissionsResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = EditCollectionPermissionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = EditCollectionPermissionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = EditCollectionPermissionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = EditCollectionPermissionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = EditCollectionPermissionsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EditCollectionPermissionsResponse200
    | EditCollectionPermissionsResponse400
    | EditCollectionPermissionsResponse401
    | EditCollectionPermissionsResponse403
    | EditCollectionPermissionsResponse404
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
    body: EditCollectionPermissionsBody,
) -> Response[
    EditCollectionPermissionsResponse200
    | EditCollectionPermissionsResponse400
    | EditCollectionPermissionsResponse401
    | EditCollectionPermissionsResponse403
    | EditCollectionPermissionsResponse404
    | Problem
]:
    """Edit Collection Permissions (needs manage; only the owner hands ownership over)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (EditCollectionPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditCollectionPermissionsResponse200 | EditCollectionPermissionsResponse400 | EditCollectionPermissionsResponse401 | EditCollectionPermissionsResponse403 | EditCollectionPermissionsResponse404 | Problem]
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
    body: EditCollectionPermissionsBody,
) -> (
    EditCollectionPermissionsResponse200
    | EditCollectionPermissionsResponse400
    | EditCollectionPermissionsResponse401
    | EditCollectionPermissionsResponse403
    | EditCollectionPermissionsResponse404
    | Problem
    | None
):
    """Edit Collection Permissions (needs manage; only the owner hands ownership over)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (EditCollectionPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditCollectionPermissionsResponse200 | EditCollectionPermissionsResponse400 | EditCollectionPermissionsResponse401 | EditCollectionPermissionsResponse403 | EditCollectionPermissionsResponse404 | Problem
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
    body: EditCollectionPermissionsBody,
) -> Response[
    EditCollectionPermissionsResponse200
    | EditCollectionPermissionsResponse400
    | EditCollectionPermissionsResponse401
    | EditCollectionPermissionsResponse403
    | EditCollectionPermissionsResponse404
    | Problem
]:
    """Edit Collection Permissions (needs manage; only the owner hands ownership over)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (EditCollectionPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EditCollectionPermissionsResponse200 | EditCollectionPermissionsResponse400 | EditCollectionPermissionsResponse401 | EditCollectionPermissionsResponse403 | EditCollectionPermissionsResponse404 | Problem]
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
    body: EditCollectionPermissionsBody,
) -> (
    EditCollectionPermissionsResponse200
    | EditCollectionPermissionsResponse400
    | EditCollectionPermissionsResponse401
    | EditCollectionPermissionsResponse403
    | EditCollectionPermissionsResponse404
    | Problem
    | None
):
    """Edit Collection Permissions (needs manage; only the owner hands ownership over)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        body (EditCollectionPermissionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EditCollectionPermissionsResponse200 | EditCollectionPermissionsResponse400 | EditCollectionPermissionsResponse401 | EditCollectionPermissionsResponse403 | EditCollectionPermissionsResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            client=client,
            body=body,
        )
    ).parsed
