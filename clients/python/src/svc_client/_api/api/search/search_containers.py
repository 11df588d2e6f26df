from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.search_containers_body import SearchContainersBody
from ...models.search_containers_order_by import SearchContainersOrderBy
from ...models.search_containers_response_200 import SearchContainersResponse200
from ...models.search_containers_response_400 import SearchContainersResponse400
from ...models.search_containers_response_401 import SearchContainersResponse401
from ...models.search_containers_response_403 import SearchContainersResponse403
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SearchContainersBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchContainersOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["page"] = page

    params["size"] = size

    json_order_by: str | Unset = UNSET
    if not isinstance(order_by, Unset):
        json_order_by = order_by.value

    params["orderBy"] = json_order_by

    params["orderDesc"] = order_desc

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/search/containers",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Problem
    | SearchContainersResponse200
    | SearchContainersResponse400
    | SearchContainersResponse401
    | SearchContainersResponse403
):
    if response.status_code == 200:
        response_200 = SearchContainersResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = SearchContainersResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SearchContainersResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SearchContainersResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Problem
    | SearchContainersResponse200
    | SearchContainersResponse400
    | SearchContainersResponse401
    | SearchContainersResponse403
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
    body: SearchContainersBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchContainersOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> Response[
    Any
    | Problem
    | SearchContainersResponse200
    | SearchContainersResponse400
    | SearchContainersResponse401
    | SearchContainersResponse403
]:
    """Search containers

    Args:
        page (int | Unset):
        size (int | Unset):
        order_by (SearchContainersOrderBy | Unset):
        order_desc (bool | Unset):
        body (SearchContainersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SearchContainersResponse200 | SearchContainersResponse400 | SearchContainersResponse401 | SearchContainersResponse403]
    """

    kwargs = _get_kwargs(
        body=body,
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
    body: SearchContainersBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchContainersOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> (
    Any
    | Problem
    | SearchContainersResponse200
    | SearchContainersResponse400
    | SearchContainersResponse401
    | SearchContainersResponse403
    | None
):
    """Search containers

    Args:
        page (int | Unset):
        size (int | Unset):
        order_by (SearchContainersOrderBy | Unset):
        order_desc (bool | Unset):
        body (SearchContainersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SearchContainersResponse200 | SearchContainersResponse400 | SearchContainersResponse401 | SearchContainersResponse403
    """

    return sync_detailed(
        client=client,
        body=body,
        page=page,
        size=size,
        order_by=order_by,
        order_desc=order_desc,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SearchContainersBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchContainersOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> Response[
    Any
    | Problem
    | SearchContainersResponse200
    | SearchContainersResponse400
    | SearchContainersResponse401
    | SearchContainersResponse403
]:
    """Search containers

    Args:
        page (int | Unset):
        size (int | Unset):
        order_by (SearchContainersOrderBy | Unset):
        order_desc (bool | Unset):
        body (SearchContainersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SearchContainersResponse200 | SearchContainersResponse400 | SearchContainersResponse401 | SearchContainersResponse403]
    """

    kwargs = _get_kwargs(
        body=body,
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
    body: SearchContainersBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchContainersOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> (
    Any
    | Problem
    | SearchContainersResponse200
    | SearchContainersResponse400
    | SearchContainersResponse401
    | SearchContainersResponse403
    | None
):
    """Search containers

    Args:
        page (int | Unset):
        size (int | Unset):
        order_by (SearchContainersOrderBy | Unset):
        order_desc (bool | Unset):
        body (SearchContainersBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SearchContainersResponse200 | SearchContainersResponse400 | SearchContainersResponse401 | SearchContainersResponse403
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            page=page,
            size=size,
            order_by=order_by,
            order_desc=order_desc,
        )
    ).parsed
