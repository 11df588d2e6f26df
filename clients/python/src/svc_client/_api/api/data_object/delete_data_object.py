from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_data_object_response_400 import DeleteDataObjectResponse400
from ...models.delete_data_object_response_401 import DeleteDataObjectResponse401
from ...models.delete_data_object_response_403 import DeleteDataObjectResponse403
from ...models.delete_data_object_response_404 import DeleteDataObjectResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteDataObjectResponse400
    | DeleteDataObjectResponse401
    | DeleteDataObjectResponse403
    | DeleteDataObjectResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = DeleteDataObjectResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteDataObjectResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteDataObjectResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteDataObjectResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteDataObjectResponse400
    | DeleteDataObjectResponse401
    | DeleteDataObjectResponse403
    | DeleteDataObjectResponse404
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
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteDataObjectResponse400
    | DeleteDataObjectResponse401
    | DeleteDataObjectResponse403
    | DeleteDataObjectResponse404
    | Problem
]:
    """Delete Data Object (its children and successors stay, unlinked; needs write on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteDataObjectResponse400 | DeleteDataObjectResponse401 | DeleteDataObjectResponse403 | DeleteDataObjectResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteDataObjectResponse400
    | DeleteDataObjectResponse401
    | DeleteDataObjectResponse403
    | DeleteDataObjectResponse404
    | Problem
    | None
):
    """Delete Data Object (its children and successors stay, unlinked; needs write on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteDataObjectResponse400 | DeleteDataObjectResponse401 | DeleteDataObjectResponse403 | DeleteDataObjectResponse404 | Problem
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | DeleteDataObjectResponse400
    | DeleteDataObjectResponse401
    | DeleteDataObjectResponse403
    | DeleteDataObjectResponse404
    | Problem
]:
    """Delete Data Object (its children and successors stay, unlinked; needs write on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteDataObjectResponse400 | DeleteDataObjectResponse401 | DeleteDataObjectResponse403 | DeleteDataObjectResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | DeleteDataObjectResponse400
    | DeleteDataObjectResponse401
    | DeleteDataObjectResponse403
    | DeleteDataObjectResponse404
    | Problem
    | None
):
    """Delete Data Object (its children and successors stay, unlinked; needs write on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteDataObjectResponse400 | DeleteDataObjectResponse401 | DeleteDataObjectResponse403 | DeleteDataObjectResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            client=client,
        )
    ).parsed
