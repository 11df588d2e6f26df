from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.search_collections_body import SearchCollectionsBody
from ...models.search_collections_order_by import SearchCollectionsOrderBy
from ...models.search_collections_response_200 import SearchCollectionsResponse200
from ...models.search_collections_response_400 import SearchCollectionsResponse400
from ...models.search_collections_response_401 import SearchCollectionsResponse401
from ...models.search_collections_response_403 import SearchCollectionsResponse403
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SearchCollectionsBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchCollectionsOrderBy | Unset = UNSET,
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
        "url": "/svc/api/search/collections",
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
    | SearchCollectionsResponse200
    | SearchCollectionsResponse400
    | SearchCollectionsResponse401
    | SearchCollectionsResponse403
):
    if response.status_code == 200:
        response_200 = SearchCollectionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = SearchCollectionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SearchCollectionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SearchCollectionsResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Problem
    | SearchCollectionsResponse200
    | SearchCollectionsResponse400
    | SearchCollectionsResponse401
    | SearchCollectionsResponse403
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
    body: SearchCollectionsBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchCollectionsOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> Response[
    Any
    | Problem
    | SearchCollectionsResponse200
    | SearchCollectionsResponse400
    | SearchCollectionsResponse401
    | SearchCollectionsResponse403
]:
    """Search Collections with paginated response (only those the caller may read)

    Args:
        page (int | Unset):
        size (int | Unset):
        order_by (SearchCollectionsOrderBy | Unset):
        order_desc (bool | Unset):
        body (SearchCollectionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SearchCollectionsResponse200 | SearchCollectionsResponse400 | SearchCollectionsResponse401 | SearchCollectionsResponse403]
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
    body: SearchCollectionsBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchCollectionsOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> (
    Any
    | Problem
    | SearchCollectionsResponse200
    | SearchCollectionsResponse400
    | SearchCollectionsResponse401
    | SearchCollectionsResponse403
    | None
):
    """Search Collections with paginated response (only those the caller may read)

    Args:
        page (int | Unset):
        size (int | Unset):
        order_by (SearchCollectionsOrderBy | Unset):
        order_desc (bool | Unset):
        body (SearchCollectionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SearchCollectionsResponse200 | SearchCollectionsResponse400 | SearchCollectionsResponse401 | SearchCollectionsResponse403
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
    body: SearchCollectionsBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchCollectionsOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> Response[
    Any
    | Problem
    | SearchCollectionsResponse200
    | SearchCollectionsResponse400
    | SearchCollectionsResponse401
    | SearchCollectionsResponse403
]:
    """Search Collections with paginated response (only those the caller may read)

    Args:
        page (int | Unset):
        size (int | Unset):
        order_by (SearchCollectionsOrderBy | Unset):
        order_desc (bool | Unset):
        body (SearchCollectionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SearchCollectionsResponse200 | SearchCollectionsResponse400 | SearchCollectionsResponse401 | SearchCollectionsResponse403]
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
    body: SearchCollectionsBody,
    page: int | Unset = UNSET,
    size: int | Unset = UNSET,
    order_by: SearchCollectionsOrderBy | Unset = UNSET,
    order_desc: bool | Unset = UNSET,
) -> (
    Any
    | Problem
    | SearchCollectionsResponse200
    | SearchCollectionsResponse400
    | SearchCollectionsResponse401
    | SearchCollectionsResponse403
    | None
):
    """Search Collections with paginated response (only those the caller may read)

    Args:
        page (int | Unset):
        size (int | Unset):
        order_by (SearchCollectionsOrderBy | Unset):
        order_desc (bool | Unset):
        body (SearchCollectionsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SearchCollectionsResponse200 | SearchCollectionsResponse400 | SearchCollectionsResponse401 | SearchCollectionsResponse403
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
