from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_datacite_dois_response_200 import ListDataciteDoisResponse200
from ...models.list_datacite_dois_response_400 import ListDataciteDoisResponse400
from ...models.list_datacite_dois_response_401 import ListDataciteDoisResponse401
from ...models.list_datacite_dois_response_403 import ListDataciteDoisResponse403
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/admin/minters/datacite/dois",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListDataciteDoisResponse200
    | ListDataciteDoisResponse400
    | ListDataciteDoisResponse401
    | ListDataciteDoisResponse403
    | Problem
):
    if response.status_code == 200:
        response_200 = ListDataciteDoisResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListDataciteDoisResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListDataciteDoisResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListDataciteDoisResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListDataciteDoisResponse200
    | ListDataciteDoisResponse400
    | ListDataciteDoisResponse401
    | ListDataciteDoisResponse403
    | Problem
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
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListDataciteDoisResponse200
    | ListDataciteDoisResponse400
    | ListDataciteDoisResponse401
    | ListDataciteDoisResponse403
    | Problem
]:
    """DOIs minted through DataCite, in publication order, a page per call.

    Args:
        cursor (str | Unset):
        limit (int | Unset): Default 100

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListDataciteDoisResponse200 | ListDataciteDoisResponse400 | ListDataciteDoisResponse401 | ListDataciteDoisResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListDataciteDoisResponse200
    | ListDataciteDoisResponse400
    | ListDataciteDoisResponse401
    | ListDataciteDoisResponse403
    | Problem
    | None
):
    """DOIs minted through DataCite, in publication order, a page per call.

    Args:
        cursor (str | Unset):
        limit (int | Unset): Default 100

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListDataciteDoisResponse200 | ListDataciteDoisResponse400 | ListDataciteDoisResponse401 | ListDataciteDoisResponse403 | Problem
    """

    return sync_detailed(
        client=client,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListDataciteDoisResponse200
    | ListDataciteDoisResponse400
    | ListDataciteDoisResponse401
    | ListDataciteDoisResponse403
    | Problem
]:
    """DOIs minted through DataCite, in publication order, a page per call.

    Args:
        cursor (str | Unset):
        limit (int | Unset): Default 100

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListDataciteDoisResponse200 | ListDataciteDoisResponse400 | ListDataciteDoisResponse401 | ListDataciteDoisResponse403 | Problem]
    """

    kwargs = _get_kwargs(
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListDataciteDoisResponse200
    | ListDataciteDoisResponse400
    | ListDataciteDoisResponse401
    | ListDataciteDoisResponse403
    | Problem
    | None
):
    """DOIs minted through DataCite, in publication order, a page per call.

    Args:
        cursor (str | Unset):
        limit (int | Unset): Default 100

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListDataciteDoisResponse200 | ListDataciteDoisResponse400 | ListDataciteDoisResponse401 | ListDataciteDoisResponse403 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
