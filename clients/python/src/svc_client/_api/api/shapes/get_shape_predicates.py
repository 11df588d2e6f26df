from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_shape_predicates_response_200_item import (
    GetShapePredicatesResponse200Item,
)
from ...models.get_shape_predicates_response_400 import GetShapePredicatesResponse400
from ...models.get_shape_predicates_response_401 import GetShapePredicatesResponse401
from ...models.get_shape_predicates_response_403 import GetShapePredicatesResponse403
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["q"] = q

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/shapes/predicates",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetShapePredicatesResponse400
    | GetShapePredicatesResponse401
    | GetShapePredicatesResponse403
    | Problem
    | list[GetShapePredicatesResponse200Item]
):
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = GetShapePredicatesResponse200Item.from_dict(
                response_200_item_data
            )

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = GetShapePredicatesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetShapePredicatesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetShapePredicatesResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetShapePredicatesResponse400
    | GetShapePredicatesResponse401
    | GetShapePredicatesResponse403
    | Problem
    | list[GetShapePredicatesResponse200Item]
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
    q: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    GetShapePredicatesResponse400
    | GetShapePredicatesResponse401
    | GetShapePredicatesResponse403
    | Problem
    | list[GetShapePredicatesResponse200Item]
]:
    """The predicate vocabulary of the shape editor with a cardinality hint: a curated core, then the
    properties of the enabled ontology bundles (?q filters, ?limit ≤ 1000, default 200).

    Args:
        q (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetShapePredicatesResponse400 | GetShapePredicatesResponse401 | GetShapePredicatesResponse403 | Problem | list[GetShapePredicatesResponse200Item]]
    """

    kwargs = _get_kwargs(
        q=q,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    q: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    GetShapePredicatesResponse400
    | GetShapePredicatesResponse401
    | GetShapePredicatesResponse403
    | Problem
    | list[GetShapePredicatesResponse200Item]
    | None
):
    """The predicate vocabulary of the shape editor with a cardinality hint: a curated core, then the
    properties of the enabled ontology bundles (?q filters, ?limit ≤ 1000, default 200).

    Args:
        q (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetShapePredicatesResponse400 | GetShapePredicatesResponse401 | GetShapePredicatesResponse403 | Problem | list[GetShapePredicatesResponse200Item]
    """

    return sync_detailed(
        client=client,
        q=q,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    q: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    GetShapePredicatesResponse400
    | GetShapePredicatesResponse401
    | GetShapePredicatesResponse403
    | Problem
    | list[GetShapePredicatesResponse200Item]
]:
    """The predicate vocabulary of the shape editor with a cardinality hint: a curated core, then the
    properties of the enabled ontology bundles (?q filters, ?limit ≤ 1000, default 200).

    Args:
        q (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetShapePredicatesResponse400 | GetShapePredicatesResponse401 | GetShapePredicatesResponse403 | Problem | list[GetShapePredicatesResponse200Item]]
    """

    kwargs = _get_kwargs(
        q=q,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    q: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    GetShapePredicatesResponse400
    | GetShapePredicatesResponse401
    | GetShapePredicatesResponse403
    | Problem
    | list[GetShapePredicatesResponse200Item]
    | None
):
    """The predicate vocabulary of the shape editor with a cardinality hint: a curated core, then the
    properties of the enabled ontology bundles (?q filters, ?limit ≤ 1000, default 200).

    Args:
        q (str | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetShapePredicatesResponse400 | GetShapePredicatesResponse401 | GetShapePredicatesResponse403 | Problem | list[GetShapePredicatesResponse200Item]
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            limit=limit,
        )
    ).parsed
