from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_all_structured_data_containers_order_by import (
    GetAllStructuredDataContainersOrderBy,
)
from ...models.get_all_structured_data_containers_response_200_item import (
    GetAllStructuredDataContainersResponse200Item,
)
from ...models.get_all_structured_data_containers_response_400 import (
    GetAllStructuredDataContainersResponse400,
)
from ...models.get_all_structured_data_containers_response_401 import (
    GetAllStructuredDataContainersResponse401,
)
from ...models.get_all_structured_data_containers_response_403 import (
    GetAllStructuredDataContainersResponse403,
)
from ...models.get_all_structured_data_containers_response_404 import (
    GetAllStructuredDataContainersResponse404,
)
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllStructuredDataContainersOrderBy | Unset = UNSET,
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
        "url": "/svc/api/structuredDataContainers",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | GetAllStructuredDataContainersResponse400
    | GetAllStructuredDataContainersResponse401
    | GetAllStructuredDataContainersResponse403
    | GetAllStructuredDataContainersResponse404
    | Problem
    | list[GetAllStructuredDataContainersResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetAllStructuredDataContainersResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = GetAllStructuredDataContainersResponse400.from_dict(
            response.json()
        )

        return response_400

    if response.status_code == 401:
        response_401 = GetAllStructuredDataContainersResponse401.from_dict(
            response.json()
        )

        return response_401

    if response.status_code == 403:
        response_403 = GetAllStructuredDataContainersResponse403.from_dict(
            response.json()
        )

        return response_403

    if response.status_code == 404:
        response_404 = GetAllStructuredDataContainersResponse404.from_dict(
            response.json()
        )

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | GetAllStructuredDataContainersResponse400
    | GetAllStructuredDataContainersResponse401
    | GetAllStructuredDataContainersResponse403
    | GetAllStructuredDataContainersResponse404
    | Problem
    | list[GetAllStructuredDataContainersResponse200Item]
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllStructuredDataContainersOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> Response[
    Any
    | GetAllStructuredDataContainersResponse400
    | GetAllStructuredDataContainersResponse401
    | GetAllStructuredDataContainersResponse403
    | GetAllStructuredDataContainersResponse404
    | Problem
    | list[GetAllStructuredDataContainersResponse200Item]
]:
    """Get All Structured Data Containers (those the caller may read)

    Args:
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        order_by (GetAllStructuredDataContainersOrderBy | Unset):
        order_desc (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllStructuredDataContainersResponse400 | GetAllStructuredDataContainersResponse401 | GetAllStructuredDataContainersResponse403 | GetAllStructuredDataContainersResponse404 | Problem | list[GetAllStructuredDataContainersResponse200Item]]
    """

    kwargs = _get_kwargs(
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
    *,
    client: AuthenticatedClient,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllStructuredDataContainersOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> (
    Any
    | GetAllStructuredDataContainersResponse400
    | GetAllStructuredDataContainersResponse401
    | GetAllStructuredDataContainersResponse403
    | GetAllStructuredDataContainersResponse404
    | Problem
    | list[GetAllStructuredDataContainersResponse200Item]
    | None
):
    """Get All Structured Data Containers (those the caller may read)

    Args:
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        order_by (GetAllStructuredDataContainersOrderBy | Unset):
        order_desc (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllStructuredDataContainersResponse400 | GetAllStructuredDataContainersResponse401 | GetAllStructuredDataContainersResponse403 | GetAllStructuredDataContainersResponse404 | Problem | list[GetAllStructuredDataContainersResponse200Item]
    """

    return sync_detailed(
        client=client,
        name=name,
        page=page,
        size=size,
        order_by=order_by,
        order_desc=order_desc,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllStructuredDataContainersOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> Response[
    Any
    | GetAllStructuredDataContainersResponse400
    | GetAllStructuredDataContainersResponse401
    | GetAllStructuredDataContainersResponse403
    | GetAllStructuredDataContainersResponse404
    | Problem
    | list[GetAllStructuredDataContainersResponse200Item]
]:
    """Get All Structured Data Containers (those the caller may read)

    Args:
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        order_by (GetAllStructuredDataContainersOrderBy | Unset):
        order_desc (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GetAllStructuredDataContainersResponse400 | GetAllStructuredDataContainersResponse401 | GetAllStructuredDataContainersResponse403 | GetAllStructuredDataContainersResponse404 | Problem | list[GetAllStructuredDataContainersResponse200Item]]
    """

    kwargs = _get_kwargs(
        name=name,
        page=page,
        size=size,
        order_by=order_by,
        order_desc=order_desc,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    name: str | Unset = UNSET,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: GetAllStructuredDataContainersOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> (
    Any
    | GetAllStructuredDataContainersResponse400
    | GetAllStructuredDataContainersResponse401
    | GetAllStructuredDataContainersResponse403
    | GetAllStructuredDataContainersResponse404
    | Problem
    | list[GetAllStructuredDataContainersResponse200Item]
    | None
):
    """Get All Structured Data Containers (those the caller may read)

    Args:
        name (str | Unset):
        page (int | Unset):
        size (int | Unset):
        order_by (GetAllStructuredDataContainersOrderBy | Unset):
        order_desc (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GetAllStructuredDataContainersResponse400 | GetAllStructuredDataContainersResponse401 | GetAllStructuredDataContainersResponse403 | GetAllStructuredDataContainersResponse404 | Problem | list[GetAllStructuredDataContainersResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
            name=name,
            page=page,
            size=size,
            order_by=order_by,
            order_desc=order_desc,
        )
    ).parsed
