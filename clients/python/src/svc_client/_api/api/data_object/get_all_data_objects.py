from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_all_data_objects_order_by import GetAllDataObjectsOrderBy
from ...models.get_all_data_objects_response_200_item import (
    GetAllDataObjectsResponse200Item,
)
from ...models.get_all_data_objects_response_400 import GetAllDataObjectsResponse400
from ...models.get_all_data_objects_response_401 import GetAllDataObjectsResponse401
from ...models.get_all_data_objects_response_403 import GetAllDataObjectsResponse403
from ...models.get_all_data_objects_response_404 import GetAllDataObjectsResponse404
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    collection_id: str,
    *,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    parent_id: int | Unset = UNSET,
    predecessor_id: int | Unset = UNSET,
    successor_id: int | Unset = UNSET,
    order_by: GetAllDataObjectsOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["name"] = name

    params["page"] = page

    params["size"] = size

    params["parentId"] = parent_id

    params["predecessorId"] = predecessor_id

    params["successorId"] = successor_id

    json_order_by: str | Unset = UNSET
    if not isinstance(order_by, Unset):
        json_order_by = order_by.value

    params["orderBy"] = json_order_by

    params["orderDesc"] = order_desc

    params["versionUid"] = version_uid

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/collections/{collection_id}/dataObjects".format(
            collection_id=quote(str(collection_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetAllDataObjectsResponse400
    | GetAllDataObjectsResponse401
    | GetAllDataObjectsResponse403
    | GetAllDataObjectsResponse404
    | Problem
    | list[GetAllDataObjectsResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetAllDataObjectsResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetAllDataObjectsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetAllDataObjectsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAllDataObjectsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetAllDataObjectsResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetAllDataObjectsResponse400
    | GetAllDataObjectsResponse401
    | GetAllDataObjectsResponse403
    | GetAllDataObjectsResponse404
    | Problem
    | list[GetAllDataObjectsResponse200Item]
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
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    parent_id: int | Unset = UNSET,
    predecessor_id: int | Unset = UNSET,
    successor_id: int | Unset = UNSET,
    order_by: GetAllDataObjectsOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> Response[
    Any
    | GetAllDataObjectsResponse400
    | GetAllDataObjectsResponse401
    | GetAllDataObjectsResponse403
    | GetAllDataObjectsResponse404
    | Problem
    | list[GetAllDataObjectsResponse200Item]
]:
    """Get All Data Objects (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        parent_id (int | Unset):
        predecessor_id (int | Unset):
        successor_id (int | Unset):
        order_by (GetAllDataObjectsOrderBy | Unset):
        order_desc (bool | Unset):
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllDataObjectsResponse400 | GetAllDataObjectsResponse401 | GetAllDataObjectsResponse403 | GetAllDataObjectsResponse404 | Problem | list[GetAllDataObjectsResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        name=name,
        page=page,
        size=size,
        parent_id=parent_id,
        predecessor_id=predecessor_id,
        successor_id=successor_id,
        order_by=order_by,
        order_desc=order_desc,
        version_uid=version_uid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    collection_id: str,
    *,
    client: AuthenticatedClient,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    parent_id: int | Unset = UNSET,
    predecessor_id: int | Unset = UNSET,
    successor_id: int | Unset = UNSET,
    order_by: GetAllDataObjectsOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> (
    Any
    | GetAllDataObjectsResponse400
    | GetAllDataObjectsResponse401
    | GetAllDataObjectsResponse403
    | GetAllDataObjectsResponse404
    | Problem
    | list[GetAllDataObjectsResponse200Item]
    | None
):
    """Get All Data Objects (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        parent_id (int | Unset):
        predecessor_id (int | Unset):
        successor_id (int | Unset):
        order_by (GetAllDataObjectsOrderBy | Unset):
        order_desc (bool | Unset):
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllDataObjectsResponse400 | GetAllDataObjectsResponse401 | GetAllDataObjectsResponse403 | GetAllDataObjectsResponse404 | Problem | list[GetAllDataObjectsResponse200Item]
    """

    return sync_detailed(
        collection_id=collection_id,
        client=client,
        name=name,
        page=page,
        size=size,
        parent_id=parent_id,
        predecessor_id=predecessor_id,
        successor_id=successor_id,
        order_by=order_by,
        order_desc=order_desc,
        version_uid=version_uid,
    ).parsed


async def asyncio_detailed(
    collection_id: str,
    *,
    client: AuthenticatedClient,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    parent_id: int | Unset = UNSET,
    predecessor_id: int | Unset = UNSET,
    successor_id: int | Unset = UNSET,
    order_by: GetAllDataObjectsOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> Response[
    Any
    | GetAllDataObjectsResponse400
    | GetAllDataObjectsResponse401
    | GetAllDataObjectsResponse403
    | GetAllDataObjectsResponse404
    | Problem
    | list[GetAllDataObjectsResponse200Item]
]:
    """Get All Data Objects (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        parent_id (int | Unset):
        predecessor_id (int | Unset):
        successor_id (int | Unset):
        order_by (GetAllDataObjectsOrderBy | Unset):
        order_desc (bool | Unset):
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllDataObjectsResponse400 | GetAllDataObjectsResponse401 | GetAllDataObjectsResponse403 | GetAllDataObjectsResponse404 | Problem | list[GetAllDataObjectsResponse200Item]]
    """

    kwargs = _get_kwargs(
        collection_id=collection_id,
        name=name,
        page=page,
        size=size,
        parent_id=parent_id,
        predecessor_id=predecessor_id,
        successor_id=successor_id,
        order_by=order_by,
        order_desc=order_desc,
        version_uid=version_uid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    collection_id: str,
    *,
    client: AuthenticatedClient,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    parent_id: int | Unset = UNSET,
    predecessor_id: int | Unset = UNSET,
    successor_id: int | Unset = UNSET,
    order_by: GetAllDataObjectsOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
    version_uid: str | Unset = UNSET,
) -> (
    Any
    | GetAllDataObjectsResponse400
    | GetAllDataObjectsResponse401
    | GetAllDataObjectsResponse403
    | GetAllDataObjectsResponse404
    | Problem
    | list[GetAllDataObjectsResponse200Item]
    | None
):
    """Get All Data Objects (needs read on the Collection)

    Args:
        collection_id (str): A non-negative int64, in decimal.
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        parent_id (int | Unset):
        predecessor_id (int | Unset):
        successor_id (int | Unset):
        order_by (GetAllDataObjectsOrderBy | Unset):
        order_desc (bool | Unset):
        version_uid (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllDataObjectsResponse400 | GetAllDataObjectsResponse401 | GetAllDataObjectsResponse403 | GetAllDataObjectsResponse404 | Problem | list[GetAllDataObjectsResponse200Item]
    """

    return (
        await asyncio_detailed(
            collection_id=collection_id,
            client=client,
            name=name,
            page=page,
            size=size,
            parent_id=parent_id,
            predecessor_id=predecessor_id,
            successor_id=successor_id,
            order_by=order_by,
            order_desc=order_desc,
            version_uid=version_uid,
        )
    ).parsed
