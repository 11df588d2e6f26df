from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_all_references_order_by import GetAllReferencesOrderBy
from ...models.get_all_references_response_200_item import (
    GetAllReferencesResponse200Item,
)
from ...models.get_all_references_response_400 import GetAllReferencesResponse400
from ...models.get_all_references_response_401 import GetAllReferencesResponse401
from ...models.get_all_references_response_403 import GetAllReferencesResponse403
from ...models.get_all_references_response_404 import GetAllReferencesResponse404
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    collection_id: str,
    data_object_id: str,
    *,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllReferencesOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["name"] = name

    params["page"] = page

    params["size"] = size

    json_order_by: str | Unset = UNSET
    if not isinstance(order_by, Unset):
        json_order_by = order_by.value

    params["orderBy"] = json_order_by

    params["orderDesc"] = order_desc

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects/{data_object_id}/references".format(
            collection_id=quote(str(collection_id), safe=""),
            data_object_id=quote(str(data_object_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetAllReferencesResponse400
    | GetAllReferencesResponse401
    | GetAllReferencesResponse403
    | GetAllReferencesResponse404
    | Problem
    | list[GetAllReferencesResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetAllReferencesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetAllReferencesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetAllReferencesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAllReferencesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetAllReferencesResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetAllReferencesResponse400
    | GetAllReferencesResponse401
    | GetAllReferencesResponse403
    | GetAllReferencesResponse404
    | Problem
    | list[GetAllReferencesResponse200Item]
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
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllReferencesOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> Response[
    Any
    | GetAllReferencesResponse400
    | GetAllReferencesResponse401
    | GetAllReferencesResponse403
    | GetAllReferencesResponse404
    | Problem
    | list[GetAllReferencesResponse200Item]
]:
    """Get All References of every kind (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        order_by (GetAllReferencesOrderBy | Unset):
        order_desc (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllReferencesResponse400 | GetAllReferencesResponse401 | GetAllReferencesResponse403 | GetAllReferencesResponse404 | Problem | list[GetAllReferencesResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        name=name,
        page=page,
        size=size,
        order_by=order_by,
        order_desc=order_desc,
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
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllReferencesOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> (
    Any
    | GetAllReferencesResponse400
    | GetAllReferencesResponse401
    | GetAllReferencesResponse403
    | GetAllReferencesResponse404
    | Problem
    | list[GetAllReferencesResponse200Item]
    | None
):
    """Get All References of every kind (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        order_by (GetAllReferencesOrderBy | Unset):
        order_desc (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllReferencesResponse400 | GetAllReferencesResponse401 | GetAllReferencesResponse403 | GetAllReferencesResponse404 | Problem | list[GetAllReferencesResponse200Item]
    """

    return sync_detailed(
        collection_id=collection_id,
        data_object_id=data_object_id,
        client=client,
        name=name,
        page=page,
        size=size,
        order_by=order_by,
        order_desc=order_desc,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllReferencesOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> Response[
    Any
    | GetAllReferencesResponse400
    | GetAllReferencesResponse401
    | GetAllReferencesResponse403
    | GetAllReferencesResponse404
    | Problem
    | list[GetAllReferencesResponse200Item]
]:
    """Get All References of every kind (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        order_by (GetAllReferencesOrderBy | Unset):
        order_desc (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllReferencesResponse400 | GetAllReferencesResponse401 | GetAllReferencesResponse403 | GetAllReferencesResponse404 | Problem | list[GetAllReferencesResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        data_object_id=data_object_id,
        name=name,
        page=page,
        size=size,
        order_by=order_by,
        order_desc=order_desc,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    data_object_id: str,
    *,
    client: AuthenticatedClient,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllReferencesOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> (
    Any
    | GetAllReferencesResponse400
    | GetAllReferencesResponse401
    | GetAllReferencesResponse403
    | GetAllReferencesResponse404
    | Problem
    | list[GetAllReferencesResponse200Item]
    | None
):
    """Get All References of every kind (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        data_object_id (str): A non-negative int64, in decimal.
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        order_by (GetAllReferencesOrderBy | Unset):
        order_desc (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllReferencesResponse400 | GetAllReferencesResponse401 | GetAllReferencesResponse403 | GetAllReferencesResponse404 | Problem | list[GetAllReferencesResponse200Item]
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            data_object_id=data_object_id,
            client=client,
            name=name,
            page=page,
            size=size,
            order_by=order_by,
            order_desc=order_desc,
        )
    ).parsed
