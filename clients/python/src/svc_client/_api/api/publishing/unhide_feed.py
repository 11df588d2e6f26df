from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.unhide_feed_response_200 import UnhideFeedResponse200
from ...models.unhide_feed_response_400 import UnhideFeedResponse400
from ...models.unhide_feed_response_404 import UnhideFeedResponse404
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/unhide/feed.jsonld",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Problem
    | UnhideFeedResponse200
    | UnhideFeedResponse400
    | UnhideFeedResponse404
):
    if response.status_code == 200:
        response_200 = UnhideFeedResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = UnhideFeedResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = UnhideFeedResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Problem
    | UnhideFeedResponse200
    | UnhideFeedResponse400
    | UnhideFeedResponse404
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
) -> Response[
    Any
    | Problem
    | UnhideFeedResponse200
    | UnhideFeedResponse400
    | UnhideFeedResponse404
]:
    """The public schema.org DataCatalog of published records, one page per call (`nextPage` and Link
    rel=next lead on); ETag, Cache-Control and 304.

    Args:
        cursor (str | Unset): The nextPage link of the previous page carries it

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | UnhideFeedResponse200 | UnhideFeedResponse400 | UnhideFeedResponse404]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
) -> (
    Any
    | Problem
    | UnhideFeedResponse200
    | UnhideFeedResponse400
    | UnhideFeedResponse404
    | None
):
    """The public schema.org DataCatalog of published records, one page per call (`nextPage` and Link
    rel=next lead on); ETag, Cache-Control and 304.

    Args:
        cursor (str | Unset): The nextPage link of the previous page carries it

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | UnhideFeedResponse200 | UnhideFeedResponse400 | UnhideFeedResponse404
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
) -> Response[
    Any
    | Problem
    | UnhideFeedResponse200
    | UnhideFeedResponse400
    | UnhideFeedResponse404
]:
    """The public schema.org DataCatalog of published records, one page per call (`nextPage` and Link
    rel=next lead on); ETag, Cache-Control and 304.

    Args:
        cursor (str | Unset): The nextPage link of the previous page carries it

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | UnhideFeedResponse200 | UnhideFeedResponse400 | UnhideFeedResponse404]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
) -> (
    Any
    | Problem
    | UnhideFeedResponse200
    | UnhideFeedResponse400
    | UnhideFeedResponse404
    | None
):
    """The public schema.org DataCatalog of published records, one page per call (`nextPage` and Link
    rel=next lead on); ETag, Cache-Control and 304.

    Args:
        cursor (str | Unset): The nextPage link of the previous page carries it

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | UnhideFeedResponse200 | UnhideFeedResponse400 | UnhideFeedResponse404
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
        )
    ).parsed
